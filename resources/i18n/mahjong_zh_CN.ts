<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ClaimBar</name>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="79" />
        <source>胡 Win</source>
        <translation>胡</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="81" />
        <source>碰 Pong</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="83" />
        <source>杠 Kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="85" />
        <source>暗杠 %1</source>
        <translation>暗杠 %1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="87" />
        <source>补杠 %1</source>
        <translation>补杠 %1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="90" />
        <source>吃 Chow with %1</source>
        <translation>吃（%1）</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="92" />
        <source>过 Pass</source>
        <translation>过</translation>
    </message>
</context>
<context>
    <name>FontNotice</name>
    <message>
        <location filename="../../mahjong_desktop/ui/fonts.py" line="23" />
        <source>No font for Chinese characters is installed, so tile names and rule terms show as boxes. Install one, for example with: sudo apt install fonts-noto-cjk (then restart the game).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/fonts.py" line="29" />
        <source>No font for Chinese characters was found, so tile names and rule terms show as boxes. Windows and macOS ship one: turn on the system's Chinese (Simplified) language support, then restart the game.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../../mahjong_desktop/ui/hints.py" line="32" />
        <source>Discard %1: ready. Waits: %2 (%3 unseen)</source>
        <translation>打 %1：听牌。叫牌：%2（未见 %3 张）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mahjong_desktop/ui/hints.py" line="37" />
        <source>%n step(s)</source>
        <translation><numerusform>%n 步</numerusform></translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/hints.py" line="39" />
        <source>Discard %1: %2 from ready; %3 unseen tiles improve it: %4</source>
        <translation>打 %1：离听牌 %2；有效进张未见 %3 张：%4</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/hints.py" line="54" />
        <source>Ready after discarding: %1</source>
        <translation>打出后听牌：%1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="134" />
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="135" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="136" />
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="137" />
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="138" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="139" />
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="140" />
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="145" />
        <source>Region: %1</source>
        <translation>地区：%1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="147" />
        <source>Choose Game → New game to start.</source>
        <translation>选择 游戏 → 新游戏 开始。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="176" />
        <source>Some settings could not be read and were reset to their defaults (the rest were kept):</source>
        <translation>部分设置无法读取，已恢复为默认值（其余设置保留）：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="180" />
        <source>The original file was kept as %1</source>
        <translation>原文件已保存为 %1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="194" />
        <source>Could not save the settings to %1: %2</source>
        <translation>无法将设置保存到 %1：%2</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="215" />
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="216" />
        <location filename="../../mahjong_desktop/ui/main_window.py" line="269" />
        <source>No ruleset is installed for region %1.</source>
        <translation>没有安装地区 %1 的规则文件。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="227" />
        <source>About Mahjong Desktop</source>
        <translation>关于 地方麻将</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="231" />
        <source>Practise regional Chinese mahjong offline against three computer players: 临沧, 临汾, 兰州, 上饶 and 临安.</source>
        <translation>离线与三位电脑玩家练习地方麻将：临沧、临汾、兰州、上饶、临安。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="235" />
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>自由软件，采用 GNU GPL 第 3 版或更高版本授权。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="248" />
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="248" />
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="249" />
        <source>下家 right</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="249" />
        <source>对家 across</source>
        <translation>对家</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="249" />
        <source>上家 left</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="274" />
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="338" />
        <source>Game stopped</source>
        <translation>游戏已停止</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="338" />
        <source>The game stopped because of an error.</source>
        <translation>游戏因错误而停止。</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../../mahjong_desktop/ui/notice_bar.py" line="22" />
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="39" />
        <source>End of hand %1</source>
        <translation>第 %1 局结束</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="48" />
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="48" />
        <source>&amp;Next hand</source>
        <translation>下一局(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="62" />
        <source>Exhaustive draw (流局)</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="63" />
        <source>%1 won</source>
        <translation>%1 胡牌</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="64" />
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="65" />
        <source>Hands</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="66" />
        <source>Payments</source>
        <translation>支付</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="67" />
        <source>No payments.</source>
        <translation>没有支付。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="68" />
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="69" />
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="70" />
        <source>The session is over.</source>
        <translation>本场结束。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../mahjong_desktop/ui/rules_dialog.py" line="22" />
        <source>Rules — %1</source>
        <translation>规则 — %1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/rules_dialog.py" line="39" />
        <source>Options at this table</source>
        <translation>本桌选项</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/rules_dialog.py" line="56" />
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/rules_dialog.py" line="56" />
        <source>off</source>
        <translation>关</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="57" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="70" />
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="71" />
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="72" />
        <source>Display</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="95" />
        <source>&amp;Region:</source>
        <translation>地区(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="107" />
        <source>No ruleset files are installed.</source>
        <translation>没有安装规则文件。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="117" />
        <source>Your seat in the first hand:</source>
        <translation>第一局你的座位：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="121" />
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="122" />
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="173" />
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="123" />
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="126" />
        <source>Computer on your right (下家):</source>
        <translation>下家电脑：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="127" />
        <source>Computer opposite (对家):</source>
        <translation>对家电脑：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="128" />
        <source>Computer on your left (上家):</source>
        <translation>上家电脑：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="140" />
        <source>Only one computer level exists so far.</source>
        <translation>目前电脑只有一个难度。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="143" />
        <source>A number of hands</source>
        <translation>指定局数</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="144" />
        <source>一圈 (one round)</source>
        <translation>一圈</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="145" />
        <source>四圈 (four rounds)</source>
        <translation>四圈</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="148" />
        <source> hands</source>
        <translation> 局</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="153" />
        <source>Session length:</source>
        <translation>对局长度：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="157" />
        <source>Base stake (底分):</source>
        <translation>底分：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="159" />
        <source>Declare wins automatically (自动胡)</source>
        <translation>自动胡牌</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="161" />
        <source>Pass on claims automatically (自动过): never ask about 碰 吃 杠</source>
        <translation>自动过：不询问碰、吃、杠</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="172" />
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="174" />
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="175" />
        <source>Instant (no animation)</source>
        <translation>立即（无动画）</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="178" />
        <source>Animation speed:</source>
        <translation>动画速度：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="181" />
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="184" />
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="188" />
        <source>East 东</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="188" />
        <source>South 南</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="188" />
        <source>West 西</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="188" />
        <source>North 北</source>
        <translation>北</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../../mahjong_desktop/ui/table_page.py" line="124" />
        <source>Your turn: click a tile to discard it (or ←/→ and Enter).</source>
        <translation>轮到你：点击一张牌打出（或用 ←/→ 和回车）。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_page.py" line="131" />
        <source>Claim the discard or pass.</source>
        <translation>要这张牌，还是过？</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../mahjong_desktop/ui/table_scene.py" line="184" />
        <source>%1 round</source>
        <translation>%1风圈</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_scene.py" line="185" />
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_scene.py" line="186" />
        <source>%1 tiles left</source>
        <translation>余 %1 张</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_scene.py" line="189" />
        <source>Wild: %1</source>
        <translation>宝牌：%1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_scene.py" line="200" />
        <source>庄 dealer</source>
        <translation>庄</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_scene.py" line="203" />
        <source>报听 ready</source>
        <translation>报听</translation>
    </message>
</context>
</TS>