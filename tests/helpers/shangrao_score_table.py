"""The seed's 上饶 score table, one hand per cell: what the scoring test checks cell by cell and the
wild-reading test reads again with every 宝 reading."""

from __future__ import annotations

# --- the score table, cell by cell ----------------------------------------------------------------
# (row, column, winning hand, winning tile, 宝 kind, points). Each hand reads in no better way.
CELLS = [
    # 平胡
    ("ping_hu", "wu_bao", "123m456m789m123p55z", "5z", "7z", 4),
    ("ping_hu", "bao_diao", "123m456m789m123p5z7z", "5z", "7z", 4),
    ("ping_hu", "you_bao", "123m456m789m12p7z55z", "5z", "7z", 2),
    # 平胡清一色 (万/饼/条)
    ("ping_hu_qing_yi_se", "wu_bao", "123456789m12399m", "9m", "7z", 16),
    ("ping_hu_qing_yi_se", "bao_diao", "123456789m1239m7z", "9m", "7z", 16),
    ("ping_hu_qing_yi_se", "you_bao", "123456789m12m7z99m", "9m", "7z", 8),
    # 七对
    ("qi_dui", "wu_bao", "1133m5577p99s1122z", "2z", "7z", 16),
    ("qi_dui", "bao_diao", "1133m5577p99s112z7z", "2z", "7z", 12),
    ("qi_dui", "you_bao", "1133m5577p9s7z1122z", "2z", "7z", 8),
    # 七对清一色
    ("qi_dui_qing_yi_se", "wu_bao", "11223355779944p", "4p", "7z", 32),
    ("qi_dui_qing_yi_se", "bao_diao", "1133557799224p7z", "4p", "7z", 24),
    ("qi_dui_qing_yi_se", "you_bao", "113355779944p2p7z", "4p", "7z", 16),
    # 七对九幺
    ("qi_dui_jiu_yao", "wu_bao", "1199m1199p11s1122z", "2z", "7z", 32),
    ("qi_dui_jiu_yao", "bao_diao", "1199m1199p11s112z7z", "2z", "7z", 24),
    ("qi_dui_jiu_yao", "you_bao", "1199m1199p1s7z1122z", "2z", "7z", 16),
    # 七对九幺清一色 (字一色); the 宝 is 1m here so that an honour hand can use one as a wild
    ("qi_dui_jiu_yao_qing_yi_se", "wu_bao", "11223344556677z", "7z", "1m", 64),
    ("qi_dui_jiu_yao_qing_yi_se", "bao_diao", "112233445566z7z1m", "7z", "1m", 48),
    ("qi_dui_jiu_yao_qing_yi_se", "you_bao", "11223344556z1m77z", "7z", "1m", 32),
    # 碰碰胡
    ("peng_peng_hu", "wu_bao", "111m555p999s22233z", "3z", "7z", 16),
    ("peng_peng_hu", "bao_diao", "111m555p999s2223z7z", "3z", "7z", 12),
    ("peng_peng_hu", "you_bao", "111m555p99s7z22233z", "3z", "7z", 8),
    # 碰碰胡清一色
    ("peng_peng_hu_qing_yi_se", "wu_bao", "111333555m77799m", "9m", "7z", 32),
    ("peng_peng_hu_qing_yi_se", "bao_diao", "111333555777m9m7z", "9m", "7z", 24),
    ("peng_peng_hu_qing_yi_se", "you_bao", "111333555m77m7z99m", "9m", "7z", 8),
    # 碰碰胡九幺
    ("peng_peng_hu_jiu_yao", "wu_bao", "111m999p111s22233z", "3z", "7z", 32),
    ("peng_peng_hu_jiu_yao", "bao_diao", "111m999p111s2223z7z", "3z", "7z", 24),
    ("peng_peng_hu_jiu_yao", "you_bao", "111m999p11s7z22233z", "3z", "7z", 8),
    # 碰碰胡九幺清一色 (字一色)
    ("peng_peng_hu_jiu_yao_qing_yi_se", "wu_bao", "11122233344455z", "5z", "7z", 64),
    ("peng_peng_hu_jiu_yao_qing_yi_se", "bao_diao", "1112223334445z7z", "5z", "7z", 48),
    ("peng_peng_hu_jiu_yao_qing_yi_se", "you_bao", "111222333z44z7z55z", "5z", "7z", 16),
    # 十三烂 (the 宝 2m cannot be itself beside 1m, so it must stand in)
    ("shi_san_lan", "wu_bao", "147m258p369s12345z", "5z", "7z", 4),
    ("shi_san_lan", "you_bao", "147m258p369s1234z2m", "4z", "2m", 2),
    # 十三烂七星
    ("shi_san_lan_qi_xing", "wu_bao", "147m25p36s1234567z", "7z", "2m", 8),
    ("shi_san_lan_qi_xing", "you_bao", "147m25p36s123456z2m", "6z", "2m", 4),
    # 九幺 (the 宝 5m is no 1, 9 or honour, so it must stand in)
    ("jiu_yao", "wu_bao", "1119m19p19s123455z", "5z", "5m", 4),
    ("jiu_yao", "you_bao", "1119m19p19s12345z5m", "5z", "5m", 2),
    # 九幺七星
    ("jiu_yao_qi_xing", "wu_bao", "19m19p19s1234567z1z", "1z", "2m", 8),
    ("jiu_yao_qi_xing", "you_bao", "19m19p19s123456z1z2m", "1z", "2m", 4),
]
