<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ClaimBar</name>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="156"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="174"/>
        <source>胡 Win</source>
        <translation>胡</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="176"/>
        <source>碰 Pong</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="178"/>
        <source>杠 Kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="180"/>
        <source>暗杠 %1</source>
        <translation>暗杠 %1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="182"/>
        <source>补杠 %1</source>
        <translation>补杠 %1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="185"/>
        <source>吃 Chow with %1</source>
        <translation>吃（%1）</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/claim_bar.py" line="187"/>
        <source>过 Pass</source>
        <translation>过</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../../mahjong_desktop/ui/coach.py" line="55"/>
        <source>discard %1</source>
        <translation>打 %1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/coach.py" line="58"/>
        <source>Coach: %1</source>
        <translation>教练：%1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/coach.py" line="65"/>
        <source>win (胡)</source>
        <translation>胡</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/coach.py" line="66"/>
        <source>pong (碰)</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/coach.py" line="67"/>
        <source>kong (杠)</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/coach.py" line="68"/>
        <source>concealed kong (暗杠)</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/coach.py" line="69"/>
        <source>added kong (补杠)</source>
        <translation>补杠</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/coach.py" line="70"/>
        <source>chow (吃)</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/coach.py" line="71"/>
        <source>pass (过)</source>
        <translation>过</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/coach.py" line="72"/>
        <source>region move</source>
        <translation>地方玩法动作</translation>
    </message>
</context>
<context>
    <name>FontNotice</name>
    <message>
        <location filename="../../mahjong_desktop/ui/fonts.py" line="23"/>
        <source>No font for Chinese characters is installed, so tile names and rule terms show as boxes. Install one, for example with: sudo apt install fonts-noto-cjk (then restart the game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/fonts.py" line="29"/>
        <source>No font for Chinese characters was found, so tile names and rule terms show as boxes. Windows and macOS ship one: turn on the system&apos;s Chinese (Simplified) language support, then restart the game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandCalculator</name>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="61"/>
        <source>Hand calculator</source>
        <translation>算分器</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="75"/>
        <source>Hand (click a tile to take it back)</source>
        <translation>手牌（点一张牌可以拿回）</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="99"/>
        <source>C&amp;lear hand</source>
        <translation>清空手牌(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="117"/>
        <source>Tiles (click to add)</source>
        <translation>牌（点击加入）</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="134"/>
        <source>A click adds</source>
        <translation>点一下加入</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="138"/>
        <source>a concealed tile</source>
        <translation>一张暗牌</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="139"/>
        <source>碰 pong</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="140"/>
        <source>明杠 exposed kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="141"/>
        <source>暗杠 concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="142"/>
        <source>吃 chow (from the tile up)</source>
        <translation>吃（从这张往上）</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="154"/>
        <source>How the hand was won</source>
        <translation>怎样胡的</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="157"/>
        <source>Region:</source>
        <translation>地区：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="160"/>
        <source>Winning tile:</source>
        <translation>胡的那张：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="163"/>
        <source>自摸 self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="164"/>
        <source>点炮 on a discard</source>
        <translation>点炮</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="165"/>
        <source>杠上花 on a kong replacement</source>
        <translation>杠上花</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="166"/>
        <source>杠上炮 on the konger&apos;s discard</source>
        <translation>杠上炮</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="167"/>
        <source>抢杠 robbing a kong</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="170"/>
        <source>Won by:</source>
        <translation>胡法：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="171"/>
        <source>East 东</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="171"/>
        <source>South 南</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="171"/>
        <source>West 西</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="171"/>
        <source>North 北</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="177"/>
        <source>Seat wind:</source>
        <translation>门风：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="178"/>
        <source>Round wind:</source>
        <translation>圈风：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="179"/>
        <source>Winner is the dealer (庄)</source>
        <translation>胡牌者是庄家</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="180"/>
        <source>Winner declared ready (报听)</source>
        <translation>胡牌者已报听</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="181"/>
        <source>Winner&apos;s first turn (天胡/地胡)</source>
        <translation>胡牌者第一轮（天胡/地胡）</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="185"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="188"/>
        <source>Wild tile (宝/财神):</source>
        <translation>宝 / 财神：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="191"/>
        <source>Laid-out 杠花:</source>
        <translation>亮出的杠花：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="194"/>
        <source>Dealer streak (老庄):</source>
        <translation>老庄次数：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="326"/>
        <source>Pick %1 more tile(s): a winning hand has 14.</source>
        <translation>还要选 %1 张：胡牌的手牌共 14 张。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="344"/>
        <source>Not a legal win</source>
        <translation>不能胡</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="359"/>
        <source>Each other player pays %1.</source>
        <translation>其他每家各付 %1。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="362"/>
        <source>The discarder pays %1, every other player %2.</source>
        <translation>点炮者付 %1，其他每家付 %2。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="368"/>
        <source>Legal win</source>
        <translation>可以胡</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/calculator.py" line="369"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../../mahjong_desktop/ui/hints.py" line="93"/>
        <source>discard %1 · self-draw %2</source>
        <translation>点炮 %1 · 自摸 %2</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/hints.py" line="98"/>
        <source>self-draw only: %1</source>
        <translation>只能自摸：%1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/hints.py" line="102"/>
        <source>discard only: %1</source>
        <translation>只能点炮：%1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/hints.py" line="105"/>
        <source>no win: %1</source>
        <translation>不能胡：%1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/hints.py" line="126"/>
        <source>Discard %1: ready, %2 unseen. Waits: %3</source>
        <translation>打 %1：听牌，未见 %2 张。叫牌：%3</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/hints.py" line="134"/>
        <source>Discard %1: %2 from ready; %3 unseen tiles improve it: %4</source>
        <translation>打 %1：离听牌 %2；有效进张未见 %3 张：%4</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/hints.py" line="148"/>
        <source>You wait on: %1</source>
        <translation>你的叫牌：%1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/hints.py" line="158"/>
        <source>Ready after discarding: %1</source>
        <translation>打出后听牌：%1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="185"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="186"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="187"/>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="188"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="189"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="190"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="191"/>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="192"/>
        <source>&amp;Play</source>
        <translation>对局(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="193"/>
        <source>Play</source>
        <translation>对局</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="194"/>
        <source>Auto &amp;win (自动胡)</source>
        <translation>自动胡(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="195"/>
        <source>Auto &amp;pass (自动过)</source>
        <translation>自动过(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="196"/>
        <source>&amp;Let the computer play (托管)</source>
        <translation>托管(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="197"/>
        <source>Hand &amp;calculator…</source>
        <translation>算分器(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="203"/>
        <source>Region: %1</source>
        <translation>地区：%1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="205"/>
        <source>Choose Game → New game to start.</source>
        <translation>选择 游戏 → 新游戏 开始。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="234"/>
        <source>Some settings could not be read and were reset to their defaults (the rest were kept):</source>
        <translation>部分设置无法读取，已恢复为默认值（其余设置保留）：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="238"/>
        <source>The original file was kept as %1</source>
        <translation>原文件已保存为 %1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="252"/>
        <source>Could not save the settings to %1: %2</source>
        <translation>无法将设置保存到 %1：%2</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="302"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="302"/>
        <source>No ruleset files are installed.</source>
        <translation>没有安装规则文件。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="350"/>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="351"/>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="352"/>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="373"/>
        <source>No ruleset is installed for region %1.</source>
        <translation>没有安装地区 %1 的规则文件。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="322"/>
        <source>About Mahjong Desktop</source>
        <translation>关于 地方麻将</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="326"/>
        <source>Practise regional Chinese mahjong offline against three computer players: 临沧, 临汾, 兰州, 上饶 and 临安.</source>
        <translation>离线与三位电脑玩家练习地方麻将：临沧、临汾、兰州、上饶、临安。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="330"/>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>自由软件，采用 GNU GPL 第 3 版或更高版本授权。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="343"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="343"/>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="344"/>
        <source>下家 right</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="344"/>
        <source>对家 across</source>
        <translation>对家</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="344"/>
        <source>上家 left</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="378"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="481"/>
        <source>Game stopped</source>
        <translation>游戏已停止</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/main_window.py" line="481"/>
        <source>The game stopped because of an error.</source>
        <translation>游戏因错误而停止。</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../../mahjong_desktop/ui/notice_bar.py" line="22"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="66"/>
        <source>End of hand %1</source>
        <translation>第 %1 局结束</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="76"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="76"/>
        <source>&amp;Next hand</source>
        <translation>下一局(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="83"/>
        <source>&amp;Review my play (复盘)</source>
        <translation>复盘(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="85"/>
        <source>See each of your decisions in this hand beside the coach&apos;s</source>
        <translation>逐一对照本局你的每个决定和教练的选择</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="106"/>
        <source>Exhaustive draw (流局)</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="107"/>
        <source>%1 won</source>
        <translation>%1 胡牌</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="108"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="109"/>
        <source>Hands</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="110"/>
        <source>Payments</source>
        <translation>支付</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="111"/>
        <source>No payments.</source>
        <translation>没有支付。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="112"/>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="113"/>
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/result_dialog.py" line="114"/>
        <source>The session is over.</source>
        <translation>本场结束。</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="64"/>
        <source>Review of hand %1 (复盘)</source>
        <translation>第 %1 局复盘</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="70"/>
        <source>The coach is reviewing your decisions…</source>
        <translation>教练正在复盘你的决定……</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="120"/>
        <source>The coach could not review this hand: %1</source>
        <translation>教练无法复盘这一局：%1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="147"/>
        <source>You made no decision in this hand.</source>
        <translation>这一局你没有需要做的决定。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="150"/>
        <source>You chose as the coach would at %1 of %2 decisions.</source>
        <translation>%2 个决定中，有 %1 个与教练的选择相同。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="154"/>
        <source>By the coach&apos;s figures you gave up %1 points in all.</source>
        <translation>按教练的估算，你一共少得 %1 分。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="157"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="157"/>
        <source>Your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="157"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="157"/>
        <source>Coach</source>
        <translation>教练</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="158"/>
        <source>Given up (points)</source>
        <translation>少得（分）</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="158"/>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="179"/>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="188"/>
        <source>Yours:</source>
        <translation>你的选择：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="203"/>
        <source>offered:</source>
        <translation>可吃碰的牌：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/review_dialog.py" line="209"/>
        <source>discard</source>
        <translation>打出</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../mahjong_desktop/ui/rules_dialog.py" line="68"/>
        <source>&amp;Region:</source>
        <translation>地区(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/rules_dialog.py" line="90"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/rules_dialog.py" line="91"/>
        <source>No ruleset files are installed.</source>
        <translation>没有安装规则文件。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/rules_dialog.py" line="93"/>
        <source>Rules — %1</source>
        <translation>规则 — %1</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/rules_dialog.py" line="108"/>
        <source>Options at this table</source>
        <translation>本桌的选项</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/rules_dialog.py" line="124"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/rules_dialog.py" line="124"/>
        <source>off</source>
        <translation>关</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="63"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="209"/>
        <source>&amp;Mute</source>
        <translation>静音(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="215"/>
        <source>Sound volume:</source>
        <translation>音量：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="219"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="76"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="77"/>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="78"/>
        <source>Display</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="101"/>
        <source>&amp;Region:</source>
        <translation>地区(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="105"/>
        <source>Rules of this region…</source>
        <translation>本地区规则…</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="116"/>
        <source>No ruleset files are installed.</source>
        <translation>没有安装规则文件。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="126"/>
        <source>Your seat in the first hand:</source>
        <translation>第一局你的座位：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="130"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="131"/>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="190"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="132"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="135"/>
        <source>Computer on your right (下家):</source>
        <translation>下家电脑：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="136"/>
        <source>Computer opposite (对家):</source>
        <translation>对家电脑：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="137"/>
        <source>Computer on your left (上家):</source>
        <translation>上家电脑：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="149"/>
        <source>Only one computer level exists so far.</source>
        <translation>目前电脑只有一个难度。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="152"/>
        <source>A number of hands</source>
        <translation>指定局数</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="153"/>
        <source>一圈 (one round)</source>
        <translation>一圈</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="154"/>
        <source>四圈 (four rounds)</source>
        <translation>四圈</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="157"/>
        <source> hands</source>
        <translation> 局</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="162"/>
        <source>Session length:</source>
        <translation>对局长度：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="166"/>
        <source>Base stake (底分):</source>
        <translation>底分：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="168"/>
        <source>Declare wins automatically (自动胡)</source>
        <translation>自动胡牌</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="170"/>
        <source>Pass on claims automatically (自动过): never ask about 碰 吃 杠</source>
        <translation>自动过：不询问碰、吃、杠</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="176"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="177"/>
        <source>no limit</source>
        <translation>不限时</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="179"/>
        <source>When the time runs out the claim is passed (过) for you.</source>
        <translation>时间到了就自动“过”。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="181"/>
        <source>Time to answer a claim:</source>
        <translation>吃碰杠胡的考虑时间：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="189"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="191"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="192"/>
        <source>Instant (no animation)</source>
        <translation>立即（无动画）</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="195"/>
        <source>Animation speed:</source>
        <translation>动画速度：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="198"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="201"/>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="205"/>
        <source>East 东</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="205"/>
        <source>South 南</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="205"/>
        <source>West 西</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="205"/>
        <source>North 北</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/settings_dialog.py" line="243"/>
        <source>This region sets its stake among its own rules below (底分 / 底注).</source>
        <translation>本地区的底分／底注在下方的地区规则中设置。</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../../mahjong_desktop/ui/table_page.py" line="111"/>
        <source>Hint [?]</source>
        <translation>提示 [?]</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_page.py" line="112"/>
        <source>Ask the coach for the best discard</source>
        <translation>问教练该打哪张</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_page.py" line="184"/>
        <source>Your turn: click a tile to discard it (or ←/→ and Enter).</source>
        <translation>轮到你：点击一张牌打出（或用 ←/→ 和回车）。</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_page.py" line="187"/>
        <source>Claim the discard or pass.</source>
        <translation>要这张牌，还是过？</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_page.py" line="231"/>
        <source>The coach is thinking…</source>
        <translation>教练正在想…</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_page.py" line="239"/>
        <source>The coach has no advice for this position.</source>
        <translation>教练对这一手没有建议。</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../mahjong_desktop/ui/table_decor.py" line="145"/>
        <source>%1 round</source>
        <translation>%1风圈</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_decor.py" line="140"/>
        <location filename="../../mahjong_desktop/ui/table_decor.py" line="148"/>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_decor.py" line="151"/>
        <source>%1 tiles left</source>
        <translation>余 %1 张</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_decor.py" line="197"/>
        <source>庄 dealer</source>
        <translation>庄</translation>
    </message>
    <message>
        <location filename="../../mahjong_desktop/ui/table_decor.py" line="202"/>
        <source>报听 ready</source>
        <translation>报听</translation>
    </message>
</context>
</TS>
