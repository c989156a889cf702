<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>Announcements</name>
        <message>
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="25" />
            <source>自摸 self-draw</source>
            <translation>自摸</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="26" />
            <source>点炮 on a discard</source>
            <translation>点炮</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="27" />
            <source>杠上花 kong replacement</source>
            <translation>杠上花</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="28" />
            <source>杠上炮 discard after a kong</source>
            <translation>杠上炮</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="31" />
            <source>抢杠 robbed kong</source>
            <translation>抢杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="45" />
            <source>杠 exposed kong</source>
            <translation>明杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="46" />
            <source>补杠 added kong</source>
            <translation>补杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="47" />
            <source>暗杠 concealed kong</source>
            <translation>暗杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="55" />
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="65" />
            <source>%1: %2 %3</source>
            <translation>%1：%2 %3</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="87" />
            <source>%1 胡 wins (%2)</source>
            <translation>%1 胡（%2）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/announcements.py" line="92" />
            <source>from %1</source>
            <translation>，%1 放炮</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="157" />
            <source>The game stopped unexpectedly last time. A report was kept at %1 — attaching it to a bug report helps fix the cause.</source>
            <translation>上次游戏意外中止。报告已保存在 %1 —— 提交问题时附上它有助于找到原因。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="271" />
            <source>Games are not kept in this window: %1</source>
            <translation>此窗口不保存牌局：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="310" />
            <source>it is locked by another program</source>
            <translation>它被另一个程序锁定</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="311" />
            <source>the disk is full</source>
            <translation>磁盘已满</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="312" />
            <source>it is read-only</source>
            <translation>它是只读的</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="313" />
            <source>it cannot be opened</source>
            <translation>无法打开它</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="314" />
            <source>the disk reported an error</source>
            <translation>磁盘报告了错误</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="315" />
            <source>it is damaged and cannot be moved aside; another program may have it open</source>
            <translation>它已损坏但无法移到一旁；可能有另一个程序正在使用它</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="319" />
            <source>it is a folder, a pipe or a device, not a regular file</source>
            <translation>它是文件夹、管道或设备，不是普通文件</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="324" />
            <source>%1 cannot be used now (%2). Nothing in it was changed; it is tried again at the next start.</source>
            <translation>%1 现在无法使用（%2）。其中的内容没有任何改动；下次启动时会再试。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="335" />
            <source>%1 is a folder, a pipe or a device, not a regular file, so no games are kept in this window. Remove it or move it away; it is tried again at the next start.</source>
            <translation>%1 是文件夹、管道或设备，不是普通文件，因此本窗口不保存对局。请删除或移走它；下次启动时会再试。</translation>
        </message>
    </context>
    <context>
        <name>ClaimBar</name>
        <message>
            <location filename="../../mahjong_desktop/ui/table/claim_bar.py" line="183" />
            <source>Space</source>
            <translation>空格</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/claim_bar.py" line="271" />
            <source>Discard within %1 s</source>
            <translation>%1 秒内出牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/claim_bar.py" line="273" />
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/claim_bar.py" line="295" />
            <source>胡 Win</source>
            <translation>胡</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/claim_bar.py" line="297" />
            <source>碰 Pong</source>
            <translation>碰</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/claim_bar.py" line="299" />
            <source>杠 Kong</source>
            <translation>杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/claim_bar.py" line="301" />
            <source>暗杠 %1</source>
            <translation>暗杠 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/claim_bar.py" line="303" />
            <source>补杠 %1</source>
            <translation>补杠 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/claim_bar.py" line="306" />
            <source>吃 Chow with %1</source>
            <translation>吃（%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/claim_bar.py" line="308" />
            <source>过 Pass</source>
            <translation>过</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="86" />
            <source>discard %1</source>
            <translation>打 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="94" />
            <source>Coach: %1</source>
            <translation>教练：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="101" />
            <source>win (胡)</source>
            <translation>胡</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="102" />
            <source>pong (碰)</source>
            <translation>碰</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="103" />
            <source>kong (杠)</source>
            <translation>杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="104" />
            <source>concealed kong (暗杠)</source>
            <translation>暗杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="105" />
            <source>added kong (补杠)</source>
            <translation>补杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="106" />
            <source>chow (吃)</source>
            <translation>吃</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="107" />
            <source>pass (过)</source>
            <translation>过</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="108" />
            <source>region move</source>
            <translation>地方玩法动作</translation>
        </message>
    </context>
    <context>
        <name>ErrorReporter</name>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/error_dialog.py" line="108" />
            <source>Something went wrong, and the game went on without it:</source>
            <translation>出了点问题，游戏跳过这一步继续进行：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/error_dialog.py" line="110" />
            <source>The details were written to %1</source>
            <translation>详细信息已写入 %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/shell/error_dialog.py" line="114" />
            <source>%n more error(s) since this one; see the log.</source>
            <translation>
                <numerusform>此后又有 %n 个错误；请查看日志。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/error_dialog.py" line="120" />
            <source>Unexpected error</source>
            <translation>意外错误</translation>
        </message>
    </context>
    <context>
        <name>FontNotice</name>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/fonts.py" line="23" />
            <source>No font for Chinese characters is installed, so tile names and rule terms show as boxes. Install one, for example with: sudo apt install fonts-noto-cjk (then restart the game).</source>
            <translation>没有安装中文字体，牌名和规则术语显示为方框。请安装一种，例如：sudo apt install fonts-noto-cjk（然后重新启动游戏）。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/fonts.py" line="29" />
            <source>No font for Chinese characters was found, so tile names and rule terms show as boxes. Windows and macOS ship one: turn on the system's Chinese (Simplified) language support, then restart the game.</source>
            <translation>没有找到中文字体，牌名和规则术语显示为方框。Windows 和 macOS 自带中文字体：请在系统中开启简体中文语言支持，然后重新启动游戏。</translation>
        </message>
    </context>
    <context>
        <name>HandCalculator</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="67" />
            <source>Hand calculator</source>
            <translation>算分器</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="87" />
            <source>Hand (click a tile to take it back)</source>
            <translation>手牌（点一张牌可以拿回）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="133" />
            <source>C&amp;lear hand</source>
            <translation>清空手牌(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="153" />
            <source>Tiles (click to add)</source>
            <translation>牌（点击加入）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="169" />
            <source>A click adds</source>
            <translation>点一下加入</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="173" />
            <source>a concealed tile</source>
            <translation>一张暗牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="174" />
            <source>碰 pong</source>
            <translation>碰</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="175" />
            <source>明杠 exposed kong</source>
            <translation>明杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="176" />
            <source>暗杠 concealed kong</source>
            <translation>暗杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="177" />
            <source>吃 chow (from the tile up)</source>
            <translation>吃（从这张往上）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="189" />
            <source>How the hand was won</source>
            <translation>怎样胡的</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="192" />
            <source>Region:</source>
            <translation>地区：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="195" />
            <source>Winning tile:</source>
            <translation>胡的那张：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="198" />
            <source>自摸 self-draw</source>
            <translation>自摸</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="199" />
            <source>点炮 on a discard</source>
            <translation>点炮</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="200" />
            <source>杠上花 on a kong replacement</source>
            <translation>杠上花</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="201" />
            <source>杠上炮 on the konger's discard</source>
            <translation>杠上炮</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="202" />
            <source>抢杠 robbing a kong</source>
            <translation>抢杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="205" />
            <source>Won by:</source>
            <translation>胡法：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="206" />
            <source>East 东</source>
            <translation>东</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="206" />
            <source>South 南</source>
            <translation>南</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="206" />
            <source>West 西</source>
            <translation>西</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="206" />
            <source>North 北</source>
            <translation>北</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="212" />
            <source>Seat wind:</source>
            <translation>门风：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="213" />
            <source>Round wind:</source>
            <translation>圈风：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="214" />
            <source>Winner is the dealer (庄)</source>
            <translation>胡牌者是庄家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="215" />
            <source>Winner declared ready (报听)</source>
            <translation>胡牌者已报听</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="219" />
            <source>Discarder (or robbed konger) declared ready (报听)</source>
            <translation>点炮者（或被抢杠的人）已报听</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="221" />
            <source>Winner's first turn (天胡/地胡)</source>
            <translation>胡牌者第一轮（天胡/地胡）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="231" />
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="236" />
            <source>Wild tile (宝/财神):</source>
            <translation>宝 / 财神：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="239" />
            <source>Laid-out 杠花:</source>
            <translation>亮出的杠花：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="242" />
            <source>Dealer streak (老庄):</source>
            <translation>老庄次数：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="388" />
            <source>Pick %1 more tile(s): a winning hand has 14.</source>
            <translation>还要选 %1 张：胡牌的手牌共 14 张。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="406" />
            <source>Not a legal win</source>
            <translation>不能胡</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="422" />
            <source>Each other player pays %1.</source>
            <translation>其他每家各付 %1。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="425" />
            <source>The discarder pays %1, every other player %2.</source>
            <translation>点炮者付 %1，其他每家付 %2。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="432" />
            <source>The dealer pays %1 (老庄).</source>
            <translation>庄家付 %1（老庄）。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="437" />
            <source>The dealer pays %1 as the discarder, %2 otherwise (老庄).</source>
            <translation>庄家点炮付 %1，否则付 %2（老庄）。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="443" />
            <source>Legal win</source>
            <translation>可以胡</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="444" />
            <source>Total</source>
            <translation>合计</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../../mahjong_desktop/ui/table/hint_line.py" line="109" />
            <source>discard %1 · self-draw %2</source>
            <translation>点炮 %1 · 自摸 %2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/hint_line.py" line="114" />
            <source>self-draw only: %1</source>
            <translation>只能自摸：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/hint_line.py" line="118" />
            <source>discard only: %1</source>
            <translation>只能点炮：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/hint_line.py" line="121" />
            <source>no win: %1</source>
            <translation>不能胡：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/table/hint_line.py" line="145" />
            <source>Discard %1: ready, %n unseen tile(s). Waits: %3</source>
            <translation>
                <numerusform>打%1：听牌，还有 %n 张未见。听：%3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/table/hint_line.py" line="154" />
            <source>%n step(s)</source>
            <translation>
                <numerusform>%n 向听</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/table/hint_line.py" line="155" />
            <source>%n unseen tile(s) would improve it</source>
            <translation>
                <numerusform>%n 张未见的牌可以改进</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/hint_line.py" line="157" />
            <source>Discard %1: %2 from ready; %3: %4</source>
            <translation>打%1：离听牌 %2；%3：%4</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/hint_line.py" line="169" />
            <source>You wait on: %1</source>
            <translation>你的叫牌：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/hint_line.py" line="179" />
            <source>Ready after discarding: %1</source>
            <translation>打出后听牌：%1</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="233" />
            <source>History (牌谱)</source>
            <translation>牌谱</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="234" />
            <source>All regions</source>
            <translation>全部地区</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="238" />
            <source>All results</source>
            <translation>全部结果</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="243" />
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="244" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="252" />
            <source>Region</source>
            <translation>地区</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="245" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="252" />
            <source>Result</source>
            <translation>结果</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="246" />
            <source>Points</source>
            <translation>得分</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="247" />
            <source>Best pattern</source>
            <translation>最大番种</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="256" />
            <source>Replay…</source>
            <translation>回放…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="257" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="287" />
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="258" />
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="259" />
            <source>Import…</source>
            <translation>导入…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="252" />
            <source>From</source>
            <translation>从</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="252" />
            <source>to</source>
            <translation>到</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="260" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="276" />
            <source>%n hand(s)</source>
            <translation>
                <numerusform>%n 局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="287" />
            <source>Delete %n hand record(s)?</source>
            <translation>
                <numerusform>删除 %n 局牌谱？</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="295" />
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="309" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="329" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="374" />
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="323" />
            <source>Checking the records of %1…</source>
            <translation>正在核对 %1 中的牌谱…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="324" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="382" />
            <source>The import was cancelled; nothing was stored.</source>
            <translation>导入已取消，未保存任何牌谱。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="385" />
            <source>%n record(s) were kept already.</source>
            <translation>
                <numerusform>%n 局已在牌谱中。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="387" />
            <source>%n record(s) imported; these were refused:</source>
            <translation>
                <numerusform>已导入 %n 局；以下未导入：</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="391" />
            <source>… and %n more.</source>
            <translation>
                <numerusform>……另有 %n 条。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="414" />
            <source>This hand cannot be replayed: %1</source>
            <translation>这一局无法回放：%1</translation>
        </message>
    </context>
    <context>
        <name>KeptGames</name>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="104" />
            <source>&amp;Continue the last session</source>
            <translation>继续上一场(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="106" />
            <source>Save &amp;as…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="107" />
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="108" />
            <source>&amp;History…</source>
            <translation>牌谱(&amp;H)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="109" />
            <source>S&amp;tatistics…</source>
            <translation>统计(&amp;T)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="350" />
            <source>Some kept games could not be read: %1</source>
            <translation>部分存档无法读取：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="172" />
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="186" />
            <source>Continue</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="173" />
            <source>This session cannot be continued: %1</source>
            <translation>此局无法继续：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="187" />
            <source>No ruleset is installed for region %1.</source>
            <translation>没有安装地区 %1 的规则文件。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="208" />
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="215" />
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="231" />
            <source>Save as</source>
            <translation>另存为</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="209" />
            <source>No game is being played.</source>
            <translation>当前没有进行中的牌局。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="217" />
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="247" />
            <source>Saved games (*%1)</source>
            <translation>存档 (*%1)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="245" />
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="256" />
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="284" />
            <source>Replay</source>
            <translation>回放</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="322" />
            <source>The game could not be saved (it goes on): %1</source>
            <translation>牌局无法保存（可以继续打）：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="332" />
            <source>The last %n action(s) of the stopped game could not be saved; Continue resumes just before them.</source>
            <translation>
                <numerusform>停下的牌局最后 %n 步未能保存；“继续”会从这些步之前接着打。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/labels.py" line="26" />
            <source>hand %1 of %2</source>
            <translation>第 %1 局（共 %2 局）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/labels.py" line="30" />
            <source>hand %1</source>
            <translation>第 %1 局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/labels.py" line="35" />
            <source>Continue — %1, %2</source>
            <translation>继续 — %1，%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/labels.py" line="41" />
            <source>, you %1</source>
            <translation>，你 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/labels.py" line="49" />
            <source>finished</source>
            <translation>已结束</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/labels.py" line="57" />
            <source>you %1</source>
            <translation>你 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/labels.py" line="64" />
            <source>won</source>
            <translation>胡牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/labels.py" line="65" />
            <source>dealt in (点炮)</source>
            <translation>点炮</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/labels.py" line="66" />
            <source>lost</source>
            <translation>输</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/labels.py" line="67" />
            <source>draw (流局)</source>
            <translation>流局</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="24" />
            <source>Pick the tile to discard</source>
            <translation>选择要打的牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="26" />
            <source>Enter</source>
            <translation>回车</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="27" />
            <source>Discard the picked tile</source>
            <translation>打出选中的牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="30" />
            <source>Click</source>
            <translation>单击</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="31" />
            <source>Discard the clicked tile</source>
            <translation>打出单击的牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="33" />
            <source>Ask the coach (Hint)</source>
            <translation>问教练（提示）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="34" />
            <source>胡 win</source>
            <translation>胡</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="35" />
            <source>碰 pong</source>
            <translation>碰</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="36" />
            <source>杠 kong</source>
            <translation>杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="37" />
            <source>吃 chow</source>
            <translation>吃</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="38" />
            <source>报听 declare ready</source>
            <translation>报听</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="39" />
            <source>甩牌 throw a set</source>
            <translation>甩牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="40" />
            <source>定玩法 choose the mode</source>
            <translation>定玩法</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="43" />
            <source>A choice among several of one kind (two ways to 吃, three 甩牌 sets)</source>
            <translation>同类中的几个选择（两种吃法、三副甩牌）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="48" />
            <source>Space</source>
            <translation>空格</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="49" />
            <source>过 pass</source>
            <translation>过</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="52" />
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="53" />
            <source>Close a dialog without acting</source>
            <translation>关闭对话框，不做任何操作</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="72" />
            <source>Keys</source>
            <translation>快捷键</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="77" />
            <source>Key</source>
            <translation>按键</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="78" />
            <source>Action</source>
            <translation>操作</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="234" />
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="235" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="236" />
            <source>&amp;New game</source>
            <translation>新游戏(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="237" />
            <source>&amp;Settings…</source>
            <translation>设置(&amp;S)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="238" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="239" />
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="240" />
            <source>&amp;About</source>
            <translation>关于(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="241" />
            <source>&amp;Play</source>
            <translation>对局(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="242" />
            <source>Play</source>
            <translation>对局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="243" />
            <source>Auto &amp;win (自动胡)</source>
            <translation>自动胡(&amp;W)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="246" />
            <source>&amp;Let the computer play (托管)</source>
            <translation>托管(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="247" />
            <source>Hand &amp;calculator…</source>
            <translation>算分器(&amp;C)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="248" />
            <source>&amp;Keys…</source>
            <translation>快捷键(&amp;K)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="264" />
            <source>Region: %1</source>
            <translation>地区：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="266" />
            <source>Choose Game → New game to start.</source>
            <translation>选择 游戏 → 新游戏 开始。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="320" />
            <source>Some settings could not be read and were reset to their defaults (the rest were kept):</source>
            <translation>部分设置无法读取，已恢复为默认值（其余设置保留）：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="325" />
            <source>The original file was kept as %1</source>
            <translation>原文件已保存为 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="344" />
            <source>Could not save the settings to %1: %2</source>
            <translation>无法将设置保存到 %1：%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="417" />
            <source>Rules changed</source>
            <translation>规则已改</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="420" />
            <source>The game in progress is played under the old rules. Start a new game with the new rules now, or use them from the next game?</source>
            <translation>进行中的对局仍按旧规则打。现在按新规则开新局，还是从下一局起用新规则？</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="424" />
            <source>&amp;New game now</source>
            <translation>现在开新局(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="425" />
            <source>From the ne&amp;xt game</source>
            <translation>从下一局起(&amp;X)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="435" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="435" />
            <source>No ruleset files are installed.</source>
            <translation>没有安装规则文件。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="496" />
            <source>easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="497" />
            <source>normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="498" />
            <source>hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="522" />
            <source>The rules of %1 cannot be used:</source>
            <translation>%1 的规则文件无法使用：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="527" />
            <source>No ruleset is installed for region %1.</source>
            <translation>没有安装地区 %1 的规则文件。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="460" />
            <source>About Mahjong Desktop</source>
            <translation>关于 地方麻将</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="245" />
            <source>&amp;Auto pass (自动过)</source>
            <translation>自动过(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="464" />
            <source>Practise regional Chinese mahjong offline against three computer players: 临沧, 临汾, 兰州, 上饶 and 临安.</source>
            <translation>离线与三位电脑玩家练习地方麻将：临沧、临汾、兰州、上饶、临安。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="468" />
            <source>Free software under the GNU GPL, version 3 or later.</source>
            <translation>自由软件，采用 GNU GPL 第 3 版或更高版本授权。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="489" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="489" />
            <source>Computer</source>
            <translation>电脑</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="490" />
            <source>下家 right</source>
            <translation>下家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="490" />
            <source>对家 across</source>
            <translation>对家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="490" />
            <source>上家 left</source>
            <translation>上家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="532" />
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="550" />
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="545" />
            <source>A new game cannot start with these rules: %1</source>
            <translation>用这些规则无法开始新游戏：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="715" />
            <source>Game stopped</source>
            <translation>游戏已停止</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="715" />
            <source>The game stopped because of an error.</source>
            <translation>游戏因错误而停止。</translation>
        </message>
    </context>
    <context>
        <name>NoticeBar</name>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/notice_bar.py" line="38" />
            <source>Dismiss</source>
            <translation>关闭</translation>
        </message>
    </context>
    <context>
        <name>Prompts</name>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="27" />
            <source>Rob the kong (抢杠) with 胡 [H], or pass [Space].</source>
            <translation>抢杠：胡 [H]，或过 [空格]。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="34" />
            <source>%1 discarded %2: claim it with a button, or pass [Space].</source>
            <translation>%1 打出 %2：用按钮要牌，或过 [空格]。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="41" />
            <source>You deal: choose the 玩法 (mode) of this hand with a button.</source>
            <translation>你坐庄：用按钮定本局玩法。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="45" />
            <source>You deal: choose which 番种 (scoring sets) count this hand, with a button or its number key.</source>
            <translation>你坐庄：用按钮或数字键选定本局算哪些番种。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="52" />
            <source>甩牌: throw a set with its button, or keep your hand [Space].</source>
            <translation>甩牌：用按钮甩出一副，或不甩 [空格]。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="55" />
            <source>甩牌 (硬甩): a set you hold must be thrown — choose one with its button.</source>
            <translation>甩牌（硬甩）：手里的甩牌必须甩出——用按钮选一副。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="61" />
            <source>Your hand is locked (报听): win [H], or discard the drawn tile.</source>
            <translation>已报听，手牌锁定：胡 [H]，或打出摸到的牌。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="64" />
            <source>Your hand is locked (报听): drawn tiles are discarded for you.</source>
            <translation>已报听，手牌锁定：摸到的牌自动打出。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="68" />
            <source>Your turn: discard a tile (click, or ←/→ and Enter), or declare ready (报听) [T] with the discard on its button.</source>
            <translation>轮到你：打一张牌（单击，或 ←/→ 加回车），或用按钮报听 [T]，按钮上是要打的牌。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="74" />
            <source>Your turn: click a tile to discard it (or ←/→ and Enter).</source>
            <translation>轮到你：单击一张牌打出（或 ←/→ 加回车）。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="78" />
            <source>Choose with a button, or pass [Space].</source>
            <translation>用按钮选择，或过 [空格]。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/prompts.py" line="79" />
            <source>Choose with a button.</source>
            <translation>请用按钮选择。</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="134" />
            <source>Replay — %1, hand %2</source>
            <translation>回放 — %1，第 %2 局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="138" />
            <source>All hands open</source>
            <translation>明牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="139" />
            <source>◀ My decision</source>
            <translation>◀ 我的上一步</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="140" />
            <source>My decision ▶</source>
            <translation>我的下一步 ▶</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="141" />
            <source>Coach's verdict (复盘)</source>
            <translation>教练点评（复盘）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="142" />
            <source>Review the hand…</source>
            <translation>复盘整局…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="143" />
            <source>Play on from here</source>
            <translation>从这里接着打</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="144" />
            <source>Play this deal again</source>
            <translation>重打这一局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="158" />
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="162" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="160" />
            <source>easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="160" />
            <source>normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="160" />
            <source>hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="163" />
            <source>下家 right</source>
            <translation>下家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="164" />
            <source>对家 across</source>
            <translation>对家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="165" />
            <source>上家 left</source>
            <translation>上家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="214" />
            <source>Step %1 of %2</source>
            <translation>第 %1 步（共 %2 步）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="219" />
            <source>the deal</source>
            <translation>发牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="225" />
            <source>hand over, %1</source>
            <translation>本局结束，%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="249" />
            <source>Coach: the only choice</source>
            <translation>教练：只有这一种选择</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="251" />
            <source>Coach: agrees — %1</source>
            <translation>教练：同意 — %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="257" />
            <source>Coach: would rather %1 — %2</source>
            <translation>教练：更愿意%1 — %2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="262" />
            <source>(gives up about %1)</source>
            <translation>（约少得 %1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="296" />
            <source>discard %1</source>
            <translation>打%1</translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="49" />
            <source>End of hand %1</source>
            <translation>第 %1 局结束</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="61" />
            <source>&amp;Next hand</source>
            <translation>下一局(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="61" />
            <source>&amp;Session results</source>
            <translation>本场结果(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="68" />
            <source>&amp;Review my play (复盘)</source>
            <translation>复盘(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="70" />
            <source>See each of your decisions in this hand beside the coach's</source>
            <translation>逐一对照本局你的每个决定和教练的选择</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="161" />
            <source>Exhaustive draw (流局)</source>
            <translation>流局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="98" />
            <source>%1 won</source>
            <translation>%1 胡牌</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="100" />
            <source>%1 won %n time(s)</source>
            <translation>
                <numerusform>%1 胡了 %n 次</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="110" />
            <source>Robbed the kong of %1</source>
            <translation>抢%1的杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="112" />
            <source>Discarded by %1: %2</source>
            <translation>%2：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="129" />
            <source>ready (听牌): best wait %1, worth %2</source>
            <translation>听牌：最大的叫 %1，值 %2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="134" />
            <source>ready (听牌)</source>
            <translation>听牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="136" />
            <source>not ready (未听牌)</source>
            <translation>未听牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="144" />
            <source>Everyone was ready: nobody pays.</source>
            <translation>四家都听牌：没有人赔。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="146" />
            <source>Nobody was ready: nobody pays.</source>
            <translation>没有人听牌：没有人赔。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="149" />
            <source>Each player who was not ready pays each ready player the worth of that player's best wait.</source>
            <translation>没有听牌的玩家赔给每位听牌的玩家，按其最大的叫计算。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="162" />
            <source>Total</source>
            <translation>合计</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="163" />
            <source>Hands</source>
            <translation>手牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="164" />
            <source>Payments</source>
            <translation>支付</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="165" />
            <source>No payments.</source>
            <translation>没有支付。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="166" />
            <source>Scores</source>
            <translation>得分</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="167" />
            <source>This hand</source>
            <translation>本局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="168" />
            <source>The session is over.</source>
            <translation>本场结束。</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="61" />
            <source>Review of hand %1 (复盘)</source>
            <translation>第 %1 局复盘</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="69" />
            <source>The coach is reviewing your decisions…</source>
            <translation>教练正在复盘你的决定……</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="119" />
            <source>The coach could not review this hand: %1</source>
            <translation>教练无法复盘这一局：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="149" />
            <source>You made no decision in this hand.</source>
            <translation>这一局你没有需要做的决定。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="152" />
            <source>You chose as the coach would at %1 of %2 decisions.</source>
            <translation>%2 个决定中，有 %1 个与教练的选择相同。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="156" />
            <source>By the coach's figures you gave up %1 points in all.</source>
            <translation>按教练的估算，你一共少得 %1 分。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="159" />
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="159" />
            <source>Your hand</source>
            <translation>你的手牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="159" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="159" />
            <source>Coach</source>
            <translation>教练</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="160" />
            <source>Given up (points)</source>
            <translation>少得（分）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="160" />
            <source>Why</source>
            <translation>理由</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="181" />
            <source>same</source>
            <translation>相同</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="190" />
            <source>Yours:</source>
            <translation>你的选择：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="205" />
            <source>offered:</source>
            <translation>可吃碰的牌：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="211" />
            <source>discard</source>
            <translation>打出</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/rules.py" line="68" />
            <source>&amp;Region:</source>
            <translation>地区(&amp;R)：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/rules.py" line="90" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/rules.py" line="91" />
            <source>No ruleset files are installed.</source>
            <translation>没有安装规则文件。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/rules.py" line="93" />
            <source>Rules — %1</source>
            <translation>规则 — %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/rules.py" line="108" />
            <source>Options at this table</source>
            <translation>本桌的选项</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/rules.py" line="124" />
            <source>on</source>
            <translation>开</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/rules.py" line="124" />
            <source>off</source>
            <translation>关</translation>
        </message>
    </context>
    <context>
        <name>SessionEndDialog</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="51" />
            <source>Session over — %1</source>
            <translation>本场结束 — %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="66" />
            <source>&amp;Play again</source>
            <translation>再来一场(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="67" />
            <source>A new session with the same settings</source>
            <translation>用同样的设置开始新的一场</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="69" />
            <source>&amp;Change settings…</source>
            <translation>更改设置(&amp;C)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="71" />
            <source>Open the settings; a new session starts when you close them</source>
            <translation>打开设置；关闭设置后开始新的一场</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="73" />
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="96" />
            <source>1st</source>
            <translation>第一名</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="96" />
            <source>2nd</source>
            <translation>第二名</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="96" />
            <source>3rd</source>
            <translation>第三名</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="96" />
            <source>4th</source>
            <translation>第四名</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="103" />
            <source>%n hand(s) played</source>
            <translation>
                <numerusform>共打 %n 局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="105" />
            <source>%n exhaustive draw(s) (流局)</source>
            <translation>
                <numerusform>流局 %n 次</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="106" />
            <source>Place</source>
            <translation>名次</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="106" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="106" />
            <source>Total</source>
            <translation>总分</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="107" />
            <source>Wins</source>
            <translation>胡牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="107" />
            <source>Self-draws (自摸)</source>
            <translation>自摸</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="107" />
            <source>Deal-ins (点炮)</source>
            <translation>点炮</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="108" />
            <source>Final standings</source>
            <translation>最终排名</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="121" />
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n 次</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="122" />
            <source>%n self-draw(s)</source>
            <translation>
                <numerusform>%n 次</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="123" />
            <source>%n deal-in(s)</source>
            <translation>
                <numerusform>%n 次</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="136" />
            <source>Best hand</source>
            <translation>最佳牌局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="138" />
            <source>Nobody won a hand in this session.</source>
            <translation>本场无人胡牌。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="141" />
            <source>%1 in hand %2: %3</source>
            <translation>%1，第 %2 局：%3</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="147" />
            <source>won %n time(s)</source>
            <translation>
                <numerusform>胡了 %n 次</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="71" />
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="84" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="85" />
            <source>Table</source>
            <translation>牌桌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="86" />
            <source>Display</source>
            <translation>显示</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="116" />
            <source>%1 (cannot be used)</source>
            <translation>%1（无法使用）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="122" />
            <source>&amp;Region:</source>
            <translation>地区(&amp;R)：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="126" />
            <source>Rules of this region…</source>
            <translation>本地区规则…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="152" />
            <source>No ruleset files are installed.</source>
            <translation>没有安装规则文件。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="162" />
            <source>%1 (my rules: %2)</source>
            <translation>%1（我的规则：%2）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="177" />
            <source>Your seat in the first hand:</source>
            <translation>第一局你的座位：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="181" />
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="182" />
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="299" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="183" />
            <source>Hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="186" />
            <source>Computer on your right (下家):</source>
            <translation>下家电脑：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="187" />
            <source>Computer opposite (对家):</source>
            <translation>对家电脑：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="188" />
            <source>Computer on your left (上家):</source>
            <translation>上家电脑：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="194" />
            <source>Easy: goes straight for a quick hand and slips on purpose — about one discard in four is a loose pick. It never weighs what a hand is worth or which tiles are dangerous, so it often feeds your wins. Good for learning the rules. Measured: Normal scores about 0.8 番 a hand more against it (临沧).</source>
            <translation>简单：一心求快听牌，并故意出错——大约每四张出牌就有一张是随手打的。它从不考虑牌值多少、哪张牌危险，所以常常给你点炮。适合学规则。实测：普通级对它每手多得约 0.8 番（临沧）。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="200" />
            <source>Normal: a careful player. It builds hands that can really win and pay under these rules, claims only when that helps — counting the kong money a pong or a kept triplet may still bring — and throws safe tiles when someone looks ready. Measured: it beats a strong classical player (efficiency and safe tiles) in every region — in 临沧 by about 0.3 番 a hand. The level for most games.</source>
            <translation>普通：稳健的对手。按本地规则做真正能胡、能收钱的牌，只在有利时吃碰——算上碰出的刻子或留着的刻子还可能开杠收的杠钱，有人像是听牌时打安全牌。实测：在每个地区都胜过一位强的传统型对手（牌效加安全牌），临沧每局约多 0.3 番。大多数对局用这一级。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="207" />
            <source>Hard: Normal plus a look ahead over its next draws, priced with the region's real scoring, and every discard and kong weighed with the kong money it may still collect. Measured: it beats that classical player by more than Normal does in every region — by about 0.4 番 a hand more in 兰州, 0.07 in 临沧 and 临汾. The coach gives its advice.</source>
            <translation>困难：在普通的基础上，按本地真实计分往后看自己接下来的几次摸牌，每次出牌和开杠都算上还可能收到的杠钱。实测：在每个地区都比普通更大幅度地胜过那位传统型对手——兰州每局约再多 0.4 番，临沧和临汾约再多 0.07 番。教练的建议出自这一级。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="227" />
            <source>Only one computer level exists so far.</source>
            <translation>目前电脑只有一个难度。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="240" />
            <source>A number of hands</source>
            <translation>指定局数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="241" />
            <source>一圈 (one round)</source>
            <translation>一圈</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="242" />
            <source>四圈 (four rounds)</source>
            <translation>四圈</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="245" />
            <source> hands</source>
            <translation> 局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="250" />
            <source>Session length:</source>
            <translation>对局长度：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="254" />
            <source>Base stake (底分):</source>
            <translation>底分：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="256" />
            <source>Declare wins automatically (自动胡)</source>
            <translation>自动胡牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="258" />
            <source>Pass on claims automatically (自动过): never ask about 碰 吃 杠</source>
            <translation>自动过：不询问碰、吃、杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="264" />
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="272" />
            <source> s</source>
            <translation> 秒</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="265" />
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="273" />
            <source>no limit</source>
            <translation>不限时</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="267" />
            <source>When the time runs out the claim is passed (过) for you.</source>
            <translation>时间到了就自动“过”。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="269" />
            <source>Time to answer a claim:</source>
            <translation>吃碰杠胡的考虑时间：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="275" />
            <source>When the time runs out, the game plays for you as chosen below.</source>
            <translation>时间到时，按下面的选择替你出牌。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="277" />
            <source>Time to discard:</source>
            <translation>出牌限时：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="280" />
            <source>Play as 托管 would (take a win)</source>
            <translation>按托管出牌（能胡就胡）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="281" />
            <source>Throw the drawn tile</source>
            <translation>打出刚摸的牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="286" />
            <source>托管: a self-drawn win in hand is taken, otherwise the computer discards for you. Throw the drawn tile: the tile you just drew goes, even a winning one.</source>
            <translation>按托管出牌：能自摸胡就胡，否则由电脑替你出牌。打出刚摸的牌：刚摸到的牌被打出，即使它能胡。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="290" />
            <source>When the time runs out:</source>
            <translation>超时后：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="298" />
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="300" />
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="301" />
            <source>Instant (no animation)</source>
            <translation>立即（无动画）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="304" />
            <source>Animation speed:</source>
            <translation>动画速度：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="307" />
            <source>Follow the system</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="310" />
            <source>Language:</source>
            <translation>语言：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="319" />
            <source>&amp;Mute</source>
            <translation>静音(&amp;M)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="325" />
            <source>Sound volume:</source>
            <translation>音量：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="329" />
            <source>%1 %</source>
            <translation>%1%</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="332" />
            <source>East 东</source>
            <translation>东</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="332" />
            <source>South 南</source>
            <translation>南</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="332" />
            <source>West 西</source>
            <translation>西</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="332" />
            <source>North 北</source>
            <translation>北</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="377" />
            <source>This region sets its stake among its own rules below (底分 / 底注).</source>
            <translation>本地区的底分／底注在下方的地区规则中设置。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="423" />
            <source>These rules cannot be played together: %1</source>
            <translation>这些规则不能同时使用：%1</translation>
        </message>
    </context>
    <context>
        <name>StatsWindow</name>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="104" />
            <source>Statistics</source>
            <translation>统计</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="105" />
            <source>All regions</source>
            <translation>全部地区</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="110" />
            <source>All opponent levels</source>
            <translation>全部对手水平</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="111" />
            <source>easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="112" />
            <source>normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="113" />
            <source>hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="114" />
            <source>mixed levels</source>
            <translation>混合水平</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="119" />
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="208" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="119" />
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="208" />
            <source>Computers (same hands)</source>
            <translation>电脑（同样的牌局）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="122" />
            <source>Hands</source>
            <translation>局数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="123" />
            <source>Win rate</source>
            <translation>胡牌率</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="124" />
            <source>Self-draw share (自摸)</source>
            <translation>自摸占比</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="125" />
            <source>Deal-in rate (点炮)</source>
            <translation>点炮率</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="126" />
            <source>Mean points per hand</source>
            <translation>每局平均得分</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="127" />
            <source>Largest hand</source>
            <translation>最大一手</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="130" />
            <source>Region</source>
            <translation>地区</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="131" />
            <source>Opponents</source>
            <translation>对手</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="132" />
            <source>Patterns won (番种/台)</source>
            <translation>胡过的番种/台</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="145" />
            <source>points (分)</source>
            <translation>分</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="145" />
            <source>胡 (hu)</source>
            <translation>胡</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="206" />
            <source>Mean points per hand, by region</source>
            <translation>各地每局平均得分</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="216" />
            <source>Your result per session</source>
            <translation>你每场的输赢</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="218" />
            <source>Each session</source>
            <translation>每场</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="218" />
            <source>Running total</source>
            <translation>累计</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="219" />
            <source>Sessions, oldest first</source>
            <translation>场次（从早到晚）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/stats_window.py" line="165" />
            <source>No hands recorded here yet.</source>
            <translation>这里还没有牌谱。</translation>
        </message>
    </context>
    <context>
        <name>TablePage</name>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="147" />
            <source>Hint [?]</source>
            <translation>提示 [?]</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="148" />
            <source>Ask the coach for the best discard</source>
            <translation>问教练该打哪张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="149" />
            <source>托管: the computer is playing for you</source>
            <translation>托管中：电脑替你打</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="150" />
            <source>Take over [Ctrl+T]</source>
            <translation>接手 [Ctrl+T]</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="151" />
            <source>Next hand [Enter]</source>
            <translation>下一局 [回车]</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="359" />
            <source>The hand is over. Look at the table, then deal the next hand.</source>
            <translation>本局结束。看完牌桌后开下一局。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="321" />
            <source>The coach is thinking…</source>
            <translation>教练正在想…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="329" />
            <source>The coach has no advice for this position.</source>
            <translation>教练对这一手没有建议。</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="156" />
            <source>%1 round</source>
            <translation>%1风圈</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="148" />
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="160" />
            <source>Hand %1</source>
            <translation>第 %1 局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="163" />
            <source>%1 tiles left</source>
            <translation>余 %1 张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="216" />
            <source>庄 dealer</source>
            <translation>庄</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="221" />
            <source>报听 ready</source>
            <translation>报听</translation>
        </message>
    </context>
    <context>
        <name>TitlePage</name>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="95" />
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="96" />
            <source>Open…</source>
            <translation>打开…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="97" />
            <source>History…</source>
            <translation>牌谱…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="98" />
            <source>Statistics…</source>
            <translation>统计…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="99" />
            <source>Recent sessions (double-click to continue)</source>
            <translation>最近的牌局（双击继续）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="100" />
            <source>Saved games</source>
            <translation>存档</translation>
        </message>
    </context>
</TS>
