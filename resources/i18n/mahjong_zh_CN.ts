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
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="333" />
            <source>%1: another copy of Mahjong Desktop is using these kept games</source>
            <translation>%1：另一个正在运行的地方麻将正在使用这些存档</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/app.py" line="337" />
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
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="94" />
            <source>discard %1</source>
            <translation>打 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="102" />
            <location filename="../../mahjong_desktop/ui/table/page.py" line="429" />
            <source>Coach: %1</source>
            <translation>教练：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="109" />
            <source>win (胡)</source>
            <translation>胡</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="110" />
            <source>pong (碰)</source>
            <translation>碰</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="111" />
            <source>kong (杠)</source>
            <translation>杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="112" />
            <source>concealed kong (暗杠)</source>
            <translation>暗杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="113" />
            <source>added kong (补杠)</source>
            <translation>补杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="114" />
            <source>chow (吃)</source>
            <translation>吃</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="115" />
            <source>pass (过)</source>
            <translation>过</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/coach_line.py" line="116" />
            <source>region move</source>
            <translation>地方玩法动作</translation>
        </message>
    </context>
    <context>
        <name>ComputerLevels</name>
        <message>
            <location filename="../../mahjong_desktop/ui/session/level_words.py" line="18" />
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/session/level_words.py" line="20" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/session/level_words.py" line="21" />
            <source>Hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/session/level_words.py" line="27" />
            <source>Easy: plays for a quick hand and slips now and then. It does not watch what you are collecting, so it often throws the tile you are waiting for. Good for learning the rules.</source>
            <translation>简单：只图快点胡牌，时不时会失手。它不看你在做什么牌，常常打出你正等着的那张。适合学规则。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/session/level_words.py" line="34" />
            <source>Normal: plays like a careful regular at your table. It aims for hands that pay under these rules, claims only when that helps, and plays safe when dealing in would cost it more than the others. You will have to earn your wins. The level for most games.</source>
            <translation>普通：像牌桌上一位谨慎的熟手。按这套规则做能胡、能赢钱的牌，只在有用时吃碰杠，点炮要比别人多赔时就打安全牌。想胡牌得靠自己打出来。大多数对局用这一档。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/session/level_words.py" line="43" />
            <source>Hard: a strong, patient player. It plans a few draws ahead, counts every point the rules pay and seldom feeds your hand. Expect to lose more than you win at first. The coach's advice comes from this level.</source>
            <translation>困难：沉稳的高手。往后多算几摸，规则里每一分都算得清，很少放你胡。刚开始输多赢少是正常的。教练的建议就出自这一档。</translation>
        </message>
    </context>
    <context>
        <name>DrillWindow</name>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="184" />
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="253" />
            <source>Drills</source>
            <translation>练习题</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="200" />
            <source>Your games first</source>
            <translation>先出自你的对局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="201" />
            <source>Generated only</source>
            <translation>只用生成的题</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="207" />
            <source>No timer</source>
            <translation>不计时</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="207" />
            <source>%n s</source>
            <translation>
                <numerusform>%n 秒</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="209" />
            <source>Blind (no counts before answering)</source>
            <translation>盲答（作答前不显示牌数）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="210" />
            <source>New set</source>
            <translation>换一组</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="233" />
            <source>Open in the hand calculator</source>
            <translation>在算分器中打开</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="237" />
            <source>Play on from here</source>
            <translation>从这里接着打</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="239" />
            <source>Play the hand on from this position against the computer players</source>
            <translation>从这个局面起和电脑玩家接着打完这一局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="244" />
            <source>Next drill</source>
            <translation>下一题</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="249" />
            <source>Region</source>
            <translation>地区</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="251" />
            <source>Kind</source>
            <translation>题型</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="255" />
            <source>Timer</source>
            <translation>计时</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="277" />
            <source>Answered</source>
            <translation>已答</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="277" />
            <source>Right</source>
            <translation>答对</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="277" />
            <source>Accuracy</source>
            <translation>正确率</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="286" />
            <source>Practice</source>
            <translation>练习</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="287" />
            <source>Progress</source>
            <translation>进步</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="321" />
            <source>All kinds</source>
            <translation>全部题型</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="389" />
            <source>Finding drills…</source>
            <translation>正在出题…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="428" />
            <source>No drills could be made: %1</source>
            <translation>无法出题：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="444" />
            <source>Set done: New set for more.</source>
            <translation>本组做完：点“换一组”继续。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="454" />
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="551" />
            <source>%n s left</source>
            <translation>
                <numerusform>还剩 %n 秒</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="562" />
            <source>Drill %1 of %2</source>
            <translation>第 %1 题，共 %2 题</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="566" />
            <source>right %1 of %2</source>
            <translation>答对 %1 / %2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="568" />
            <source>streak %1 (best %2)</source>
            <translation>连对 %1（最多 %2）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="596" />
            <source>Your answers are kept here once you practise.</source>
            <translation>练习后，你的答题记录会显示在这里。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="598" />
            <source>Answers are not kept: your games could not be opened.</source>
            <translation>答题不会保存：无法打开你的对局记录。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/window.py" line="600" />
            <source>Right answers per day</source>
            <translation>每天的正确率</translation>
        </message>
    </context>
    <context>
        <name>DrillWords</name>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="27" />
            <source>Discard (何切)</source>
            <translation>打哪张（何切）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="28" />
            <source>Claim or pass (吃碰杠)</source>
            <translation>吃碰杠还是过</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="29" />
            <source>Keep or throw the 宝 (飞宝)</source>
            <translation>留宝还是打宝（飞宝）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="30" />
            <source>Keep or throw a 财神</source>
            <translation>留财神还是打财神</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="31" />
            <source>Chase the 胡 minimum or go faster</source>
            <translation>够起胡还是求快</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="32" />
            <source>Which 甩牌 set, or none</source>
            <translation>甩哪一副，还是不甩</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="33" />
            <source>Declare 报听 now or wait</source>
            <translation>现在报听还是再等</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="34" />
            <source>The dealer's 玩法 (mode)</source>
            <translation>庄家定玩法</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="46" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="55" />
            <source>宝 (wild): %1</source>
            <translation>宝：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="57" />
            <source>财神 (wild): %1</source>
            <translation>财神：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="58" />
            <source>wild tile: %1</source>
            <translation>百搭：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="65" />
            <source>%1 discards %2: claim it or pass?</source>
            <translation>%1打出%2：要还是过？</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="70" />
            <source>Keep the 宝 or throw it?</source>
            <translation>留着宝，还是打出去？</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="72" />
            <source>Keep the 财神 or throw it?</source>
            <translation>留着财神，还是打出去？</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="74" />
            <source>One discard keeps a hand that can reach the 胡 minimum, the other gets ready faster: which do you discard?</source>
            <translation>打一张能留住够得上起胡的牌型，打另一张听牌更快：你打哪张？</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="80" />
            <source>Before play: throw a 甩牌 set, or keep them in hand?</source>
            <translation>开打之前：甩一副牌，还是留在手里？</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="82" />
            <source>You deal, and the dealer chooses the 玩法: which one?</source>
            <translation>你坐庄，由庄家定玩法：定哪一种？</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="85" />
            <source>Discarding %1 leaves you ready: declare 报听 with it, or not yet?</source>
            <translation>打%1后听牌：现在报听，还是先不报？</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="88" />
            <source>Which tile do you discard?</source>
            <translation>打哪一张？</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="98" />
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="309" />
            <source>Keep</source>
            <translation>留</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="100" />
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="310" />
            <source>Throw</source>
            <translation>打出</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="102" />
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="311" />
            <source>Pass (过)</source>
            <translation>过</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="104" />
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="312" />
            <source>Pong (碰)</source>
            <translation>碰</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="106" />
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="313" />
            <source>Kong (杠)</source>
            <translation>杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="108" />
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="316" />
            <source>Chow (吃) %1</source>
            <translation>吃 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="113" />
            <source>%1 from ready</source>
            <translation>%1 向听</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="116" />
            <source>%1 useful tiles</source>
            <translation>有效牌 %1 张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="125" />
            <source>两报 (pong only; win after 报听)</source>
            <translation>两报（只能碰不能吃，报听后才能和）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="126" />
            <source>三报 (chow allowed; win after 报听)</source>
            <translation>三报（能吃能碰，报听后才能和）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="127" />
            <source>悄悄胡 (chow allowed; no 报听 needed)</source>
            <translation>悄悄胡（能吃能碰，不用报听就能和）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="128" />
            <source>两报包 (两报; an unready discarder pays all)</source>
            <translation>两报包（同两报；没报听的放炮者包三家）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="129" />
            <source>三报包 (三报; an unready discarder pays all)</source>
            <translation>三报包（同三报；没报听的放炮者包三家）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="144" />
            <source>Round wind %1</source>
            <translation>圈风 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="147" />
            <source>dealer: %1</source>
            <translation>庄家：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="150" />
            <source>%n draw(s) left</source>
            <translation>
                <numerusform>余 %n 张可摸</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="160" />
            <source>declared ready (报听)</source>
            <translation>已报听</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="171" />
            <source>Your discards</source>
            <translation>你的弃牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="200" />
            <source>Time is up.</source>
            <translation>时间到。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="202" />
            <source>Right: the coach rates this as well as its own choice.</source>
            <translation>答对了：教练认为这与它的选择一样好。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="206" />
            <source>Not right: the coach rates other choices higher.</source>
            <translation>不对：教练认为有更好的选择。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="211" />
            <source>The coach: %1</source>
            <translation>教练：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="220" />
            <source>In your game you chose %1.</source>
            <translation>你在对局中选的是%1。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="231" />
            <source>From ready</source>
            <translation>向听</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="232" />
            <source>Useful tiles</source>
            <translation>有效牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="233" />
            <source>Chance to win</source>
            <translation>和牌率</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="234" />
            <source>Deal-in risk (%1)</source>
            <translation>放炮风险（%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="242" />
            <source>Worth (%1)</source>
            <translation>价值（%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="240" />
            <source>Rank</source>
            <translation>名次</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="241" />
            <source>Choice</source>
            <translation>选择</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="244" />
            <source>Tiles that help</source>
            <translation>进张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="245" />
            <source>Why</source>
            <translation>理由</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="286" />
            <source>Throw (甩牌)</source>
            <translation>甩牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="300" />
            <source>No 甩牌 (不甩)</source>
            <translation>不甩</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="301" />
            <source>Throw (甩牌) %1</source>
            <translation>甩 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="304" />
            <source>Declare 报听, discard %1</source>
            <translation>报听，打 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/drills/words.py" line="307" />
            <source>Discard %1, no 报听 yet</source>
            <translation>打 %1，先不报听</translation>
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
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="70" />
            <source>Hand calculator</source>
            <translation>算分器</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="90" />
            <source>Hand (click a tile to take it back)</source>
            <translation>手牌（点一张牌可以拿回）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="136" />
            <source>C&amp;lear hand</source>
            <translation>清空手牌(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="156" />
            <source>Tiles (click to add)</source>
            <translation>牌（点击加入）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="172" />
            <source>A click adds</source>
            <translation>点一下加入</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="176" />
            <source>a concealed tile</source>
            <translation>一张暗牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="177" />
            <source>碰 pong</source>
            <translation>碰</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="178" />
            <source>明杠 exposed kong</source>
            <translation>明杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="179" />
            <source>暗杠 concealed kong</source>
            <translation>暗杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="180" />
            <source>吃 chow (from the tile up)</source>
            <translation>吃（从这张往上）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="192" />
            <source>How the hand was won</source>
            <translation>怎样胡的</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="195" />
            <source>Region:</source>
            <translation>地区：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="198" />
            <source>Winning tile:</source>
            <translation>胡的那张：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="201" />
            <source>自摸 self-draw</source>
            <translation>自摸</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="202" />
            <source>点炮 on a discard</source>
            <translation>点炮</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="203" />
            <source>杠上花 on a kong replacement</source>
            <translation>杠上花</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="204" />
            <source>杠上炮 on the konger's discard</source>
            <translation>杠上炮</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="205" />
            <source>抢杠 robbing a kong</source>
            <translation>抢杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="208" />
            <source>Won by:</source>
            <translation>胡法：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="209" />
            <source>East 东</source>
            <translation>东</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="209" />
            <source>South 南</source>
            <translation>南</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="209" />
            <source>West 西</source>
            <translation>西</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="209" />
            <source>North 北</source>
            <translation>北</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="215" />
            <source>Seat wind:</source>
            <translation>门风：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="216" />
            <source>Round wind:</source>
            <translation>圈风：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="217" />
            <source>Winner is the dealer (庄)</source>
            <translation>胡牌者是庄家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="218" />
            <source>Winner declared ready (报听)</source>
            <translation>胡牌者已报听</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="222" />
            <source>Discarder (or robbed konger) declared ready (报听)</source>
            <translation>点炮者（或被抢杠的人）已报听</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="224" />
            <source>Winner's first turn (天胡/地胡)</source>
            <translation>胡牌者第一轮（天胡/地胡）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="234" />
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="239" />
            <source>Wild tile (宝/财神):</source>
            <translation>宝 / 财神：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="242" />
            <source>Laid-out 杠花:</source>
            <translation>亮出的杠花：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="245" />
            <source>Dealer streak (老庄):</source>
            <translation>老庄次数：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="408" />
            <source>Pick %1 more tile(s): a winning hand has 14.</source>
            <translation>还要选 %1 张：胡牌的手牌共 14 张。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="427" />
            <source>Not a legal win</source>
            <translation>不能胡</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="443" />
            <source>Each other player pays %1.</source>
            <translation>其他每家各付 %1。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="446" />
            <source>The discarder pays %1, every other player %2.</source>
            <translation>点炮者付 %1，其他每家付 %2。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="453" />
            <source>The dealer pays %1 (老庄).</source>
            <translation>庄家付 %1（老庄）。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="458" />
            <source>The dealer pays %1 as the discarder, %2 otherwise (老庄).</source>
            <translation>庄家点炮付 %1，否则付 %2（老庄）。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="464" />
            <source>Legal win</source>
            <translation>可以胡</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/calculator.py" line="465" />
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
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="257" />
            <source>History (牌谱)</source>
            <translation>牌谱</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="258" />
            <source>All regions</source>
            <translation>全部地区</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="262" />
            <source>All results</source>
            <translation>全部结果</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="267" />
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="268" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="276" />
            <source>Region</source>
            <translation>地区</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="269" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="276" />
            <source>Result</source>
            <translation>结果</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="270" />
            <source>Points</source>
            <translation>得分</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="271" />
            <source>Best pattern</source>
            <translation>最大番种</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="280" />
            <source>Replay…</source>
            <translation>回放…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="281" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="311" />
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="282" />
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="283" />
            <source>Import…</source>
            <translation>导入…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="276" />
            <source>From</source>
            <translation>从</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="276" />
            <source>to</source>
            <translation>到</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="284" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="300" />
            <source>%n hand(s)</source>
            <translation>
                <numerusform>%n 局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="311" />
            <source>Delete %n hand record(s)?</source>
            <translation>
                <numerusform>删除 %n 局牌谱？</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="320" />
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="333" />
            <source>Could not export to %1: %2</source>
            <translation>无法导出到 %1：%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="338" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="357" />
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="396" />
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="351" />
            <source>Checking the records of %1…</source>
            <translation>正在核对 %1 中的牌谱…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="352" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="404" />
            <source>The import was cancelled; nothing was stored.</source>
            <translation>导入已取消，未保存任何牌谱。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="407" />
            <source>%n record(s) were kept already.</source>
            <translation>
                <numerusform>%n 局已在牌谱中。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="409" />
            <source>%n record(s) imported; these were refused:</source>
            <translation>
                <numerusform>已导入 %n 局；以下未导入：</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="413" />
            <source>… and %n more.</source>
            <translation>
                <numerusform>……另有 %n 条。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/history_window.py" line="437" />
            <source>This hand cannot be replayed: %1</source>
            <translation>这一局无法回放：%1</translation>
        </message>
    </context>
    <context>
        <name>KeptGames</name>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="112" />
            <source>&amp;Continue the last session</source>
            <translation>继续上一场(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="114" />
            <source>Save &amp;as…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="115" />
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="116" />
            <source>&amp;History…</source>
            <translation>牌谱(&amp;H)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="117" />
            <source>S&amp;tatistics…</source>
            <translation>统计(&amp;T)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="373" />
            <source>Some kept games could not be read: %1</source>
            <translation>部分存档无法读取：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="179" />
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="193" />
            <source>Continue</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="180" />
            <source>This session cannot be continued: %1</source>
            <translation>此局无法继续：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="194" />
            <source>No ruleset is installed for region %1.</source>
            <translation>没有安装地区 %1 的规则文件。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="216" />
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="223" />
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="241" />
            <source>Save as</source>
            <translation>另存为</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="217" />
            <source>No game is being played.</source>
            <translation>当前没有进行中的牌局。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="225" />
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="258" />
            <source>Saved games (*%1)</source>
            <translation>存档 (*%1)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="239" />
            <source>Could not save the game to %1: %2</source>
            <translation>无法把牌局保存到 %1：%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="256" />
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="267" />
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="307" />
            <source>Replay</source>
            <translation>回放</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="345" />
            <source>The game could not be saved (it goes on): %1</source>
            <translation>牌局无法保存（可以继续打）：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/history/kept_games.py" line="355" />
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
            <source>Enter / Space</source>
            <translation>回车 / 空格</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="53" />
            <source>Next hand, on the score screen (keys wait a moment after it opens)</source>
            <translation>结算画面上进入下一局（画面打开后按键稍等片刻才生效）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="58" />
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="67" />
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="59" />
            <source>Close a dialog without acting</source>
            <translation>关闭对话框，不做任何操作</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="62" />
            <source>Ctrl + wheel</source>
            <translation>Ctrl + 滚轮</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="63" />
            <source>Bigger or smaller tiles (over the table)</source>
            <translation>放大或缩小牌面（鼠标在牌桌上）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="65" />
            <source>Guided first hand: the next note</source>
            <translation>新手引导：下一条说明</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="68" />
            <source>Guided first hand: end the guide</source>
            <translation>新手引导：结束引导</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="87" />
            <source>Keys</source>
            <translation>快捷键</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="92" />
            <source>Key</source>
            <translation>按键</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/keys.py" line="93" />
            <source>Action</source>
            <translation>操作</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="289" />
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="290" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="291" />
            <source>&amp;New game</source>
            <translation>新游戏(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="292" />
            <source>&amp;Settings…</source>
            <translation>设置(&amp;S)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="293" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="294" />
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="295" />
            <source>&amp;About</source>
            <translation>关于(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="296" />
            <source>&amp;Play</source>
            <translation>对局(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="297" />
            <source>Play</source>
            <translation>对局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="298" />
            <source>Auto &amp;win (自动胡)</source>
            <translation>自动胡(&amp;W)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="301" />
            <source>&amp;Let the computer play (托管)</source>
            <translation>托管(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="302" />
            <source>Hand &amp;calculator…</source>
            <translation>算分器(&amp;C)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="303" />
            <source>&amp;Keys…</source>
            <translation>快捷键(&amp;K)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="304" />
            <source>&amp;Bigger tiles</source>
            <translation>牌面放大(&amp;B)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="305" />
            <source>&amp;Smaller tiles</source>
            <translation>牌面缩小(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="306" />
            <source>&amp;Normal tile size</source>
            <translation>牌面默认大小(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="307" />
            <source>&amp;Guided first hand</source>
            <translation>新手引导局(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="308" />
            <source>Prac&amp;tice</source>
            <translation>练习(&amp;T)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="309" />
            <source>&amp;Drills…</source>
            <translation>练习题(&amp;D)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="373" />
            <source>Some settings could not be read and were reset to their defaults (the rest were kept):</source>
            <translation>部分设置无法读取，已恢复为默认值（其余设置保留）：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="378" />
            <source>The original file was kept as %1</source>
            <translation>原文件已保存为 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="401" />
            <source>the file could not be kept aside (%1), so it was not overwritten</source>
            <translation>原文件无法另存（%1），所以没有覆盖它</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="403" />
            <source>Could not save the settings to %1: %2</source>
            <translation>无法将设置保存到 %1：%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="487" />
            <source>Rules changed</source>
            <translation>规则已改</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="490" />
            <source>The game in progress is played under the old rules. Start a new game with the new rules now, or use them from the next game?</source>
            <translation>进行中的对局仍按旧规则打。现在按新规则开新局，还是从下一局起用新规则？</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="494" />
            <source>&amp;New game now</source>
            <translation>现在开新局(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="495" />
            <source>From the ne&amp;xt game</source>
            <translation>从下一局起(&amp;X)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="527" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="527" />
            <source>No ruleset files are installed.</source>
            <translation>没有安装规则文件。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="599" />
            <source>The guided hand starts with the next hand.</source>
            <translation>新手引导从下一局开始。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="648" />
            <source>outside bot</source>
            <translation>外部程序</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="654" />
            <source>easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="655" />
            <source>normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="656" />
            <source>hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="680" />
            <source>The rules of %1 cannot be used:</source>
            <translation>%1 的规则文件无法使用：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="685" />
            <source>No ruleset is installed for region %1.</source>
            <translation>没有安装地区 %1 的规则文件。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="614" />
            <source>About Mahjong Desktop</source>
            <translation>关于 地方麻将</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="300" />
            <source>&amp;Auto pass (自动过)</source>
            <translation>自动过(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="618" />
            <source>Practise regional Chinese mahjong offline against three computer players: 临沧, 临汾, 兰州, 上饶 and 临安.</source>
            <translation>离线与三位电脑玩家练习地方麻将：临沧、临汾、兰州、上饶、临安。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="622" />
            <source>Free software under the GNU GPL, version 3 or later.</source>
            <translation>自由软件，采用 GNU GPL 第 3 版或更高版本授权。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="643" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="643" />
            <source>Computer</source>
            <translation>电脑</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="644" />
            <source>下家 right</source>
            <translation>下家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="644" />
            <source>对家 across</source>
            <translation>对家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="644" />
            <source>上家 left</source>
            <translation>上家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="690" />
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="708" />
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="703" />
            <source>A new game cannot start with these rules: %1</source>
            <translation>用这些规则无法开始新游戏：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="881" />
            <source>The outside bot had %n problem(s) this hand; the game went on: %1</source>
            <translation>
                <numerusform>外部程序这一局出了 %n 次问题，游戏照常进行：%1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="924" />
            <source>Game stopped</source>
            <translation>游戏已停止</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/main_window.py" line="924" />
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
        <name>OutsideBotTab</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/outside_bot_tab.py" line="22" />
            <source>An outside bot plays one seat</source>
            <translation>由外部机器人程序打一个座位</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/outside_bot_tab.py" line="26" />
            <source>Warning: the game runs this command as a program on your computer, with everything you are allowed to do. Enter only a program you trust.</source>
            <translation>警告：游戏会在你的电脑上以你的全部权限运行这条命令。只填写你信任的程序。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/outside_bot_tab.py" line="37" />
            <source>On your right (下家)</source>
            <translation>右手（下家）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/outside_bot_tab.py" line="38" />
            <source>Opposite (对家)</source>
            <translation>对面（对家）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/outside_bot_tab.py" line="39" />
            <source>On your left (上家)</source>
            <translation>左手（上家）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/outside_bot_tab.py" line="42" />
            <source>Seat:</source>
            <translation>座位：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/outside_bot_tab.py" line="45" />
            <source>Command line:</source>
            <translation>命令行：</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/outside_bot_tab.py" line="53" />
            <source>The program reads the game's messages on its standard input and answers on its standard output, one JSON line each, as the bot protocol describes (docs/formats/bot-protocol.md in the game's source). It sees only what its seat may see. When it answers something not allowed, or takes longer than %n second(s), the easy computer player moves for it, and the game's log says so. It starts with a new game and is ended with the game; a game continued later plays that seat with the computer chosen on the Table tab.</source>
            <translation>
                <numerusform>程序从标准输入读取游戏的消息，从标准输出回答，每条一行 JSON，按机器人协议（游戏源码中的 docs/formats/bot-protocol.md）。它只看得到它的座位能看到的牌。它回答了不允许的动作，或思考超过 %n 秒时，由简单级电脑替它出牌，游戏日志会记下。它随新游戏启动，随游戏结束；以后继续的游戏里，这个座位由“牌桌”页选的电脑来打。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/outside_bot_tab.py" line="90" />
            <source>Type the command line that starts your bot.</source>
            <translation>请填写启动你的机器人程序的命令行。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/outside_bot_tab.py" line="94" />
            <source>The command line has an unclosed quote.</source>
            <translation>命令行里有未闭合的引号。</translation>
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
        <name>RegionCards</name>
        <message>
            <location filename="../../mahjong_desktop/ui/session/region_cards.py" line="18" />
            <source>No chow. A plain hand (平胡) wins only by self-draw; two tail tiles lie face up for a ready player's 杠上开花.</source>
            <translation>不能吃。平胡只能自摸；开局翻开两张尾牌，只有听牌后杠上开花才能取用。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/session/region_cards.py" line="23" />
            <source>Like 临沧, but a win you let pass bars discard wins until your next draw (弃先胡后), and at a drawn hand the unready pay the ready (查大叫).</source>
            <translation>和临沧相近，但放过一次胡牌后，到自己下次摸牌前不能点炮胡（弃先胡后）；流局时没听牌的赔听牌的（查大叫）。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/session/region_cards.py" line="28" />
            <source>The 玩法 says whether you may chow and must declare 报听 to win; throw 甩牌 sets after the deal, and play on after a win until the wall is empty.</source>
            <translation>玩法决定能不能吃牌、要不要报听才能胡；开局可以甩牌；有人胡了还要接着打，直到牌墙摸完。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/session/region_cards.py" line="33" />
            <source>A tile turned up from the tail makes the next kind the wild 宝; wins are self-drawn only, and every 宝 you throw away (飞宝) doubles the win.</source>
            <translation>从牌尾翻开一张，它的下一张是宝，可以当任何牌；只能自摸胡，每打出一张宝（飞宝）翻一倍。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/session/region_cards.py" line="38" />
            <source>财神 wild tiles and 杠花 bonus tiles; a win needs 200 胡 by self-draw or 300 胡 on a discard.</source>
            <translation>翻牌定财神（万能牌）和杠花；自摸要满 200 胡、放铳要满 300 胡才能胡。</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="151" />
            <source>Replay — %1, hand %2</source>
            <translation>回放 — %1，第 %2 局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="155" />
            <source>All hands open</source>
            <translation>明牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="156" />
            <source>◀ My decision</source>
            <translation>◀ 我的上一步</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="157" />
            <source>My decision ▶</source>
            <translation>我的下一步 ▶</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="158" />
            <source>Coach's verdict (复盘)</source>
            <translation>教练点评（复盘）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="159" />
            <source>Review the hand…</source>
            <translation>复盘整局…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="160" />
            <source>Play on from here</source>
            <translation>从这里接着打</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="161" />
            <source>Play this deal again</source>
            <translation>重打这一局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="175" />
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="179" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="177" />
            <source>easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="177" />
            <source>normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="177" />
            <source>hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="180" />
            <source>下家 right</source>
            <translation>下家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="181" />
            <source>对家 across</source>
            <translation>对家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="182" />
            <source>上家 left</source>
            <translation>上家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="231" />
            <source>Step %1 of %2</source>
            <translation>第 %1 步（共 %2 步）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="236" />
            <source>the deal</source>
            <translation>发牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="242" />
            <source>hand over, %1</source>
            <translation>本局结束，%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="268" />
            <source>Coach: the only choice</source>
            <translation>教练：只有这一种选择</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="270" />
            <source>Coach: agrees — %1</source>
            <translation>教练：同意 — %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="276" />
            <source>Coach: would rather %1 — %2</source>
            <translation>教练：更愿意%1 — %2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="282" />
            <source>(gives up about %1)</source>
            <translation>（约少得 %1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/replay_window.py" line="318" />
            <source>discard %1</source>
            <translation>打%1</translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="69" />
            <source>End of hand %1</source>
            <translation>第 %1 局结束</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="81" />
            <source>&amp;Next hand</source>
            <translation>下一局(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="81" />
            <source>&amp;Session results</source>
            <translation>本场结果(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="88" />
            <source>&amp;Review my play (复盘)</source>
            <translation>复盘(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="90" />
            <source>See each of your decisions in this hand beside the coach's</source>
            <translation>逐一对照本局你的每个决定和教练的选择</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="241" />
            <source>Exhaustive draw (流局)</source>
            <translation>流局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="178" />
            <source>%1 won</source>
            <translation>%1 胡牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="117" />
            <source>Let the computer play the next hand (托管) [Ctrl+T]</source>
            <translation>下一局由电脑代打（托管）[Ctrl+T]</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="180" />
            <source>%1 won %n time(s)</source>
            <translation>
                <numerusform>%1 胡了 %n 次</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="190" />
            <source>Robbed the kong of %1</source>
            <translation>抢%1的杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="192" />
            <source>Discarded by %1: %2</source>
            <translation>%2：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="209" />
            <source>ready (听牌): best wait %1, worth %2</source>
            <translation>听牌：最大的叫 %1，值 %2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="214" />
            <source>ready (听牌)</source>
            <translation>听牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="216" />
            <source>not ready (未听牌)</source>
            <translation>未听牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="224" />
            <source>Everyone was ready: nobody pays.</source>
            <translation>四家都听牌：没有人赔。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="226" />
            <source>Nobody was ready: nobody pays.</source>
            <translation>没有人听牌：没有人赔。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="229" />
            <source>Each player who was not ready pays each ready player the worth of that player's best wait.</source>
            <translation>没有听牌的玩家赔给每位听牌的玩家，按其最大的叫计算。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="242" />
            <source>Total</source>
            <translation>合计</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="243" />
            <source>Hands</source>
            <translation>手牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="244" />
            <source>Payments</source>
            <translation>支付</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="245" />
            <source>No payments.</source>
            <translation>没有支付。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="246" />
            <source>Scores</source>
            <translation>得分</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="247" />
            <source>This hand</source>
            <translation>本局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/hand_result.py" line="248" />
            <source>The session is over.</source>
            <translation>本场结束。</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="102" />
            <source>Review of hand %1 (复盘)</source>
            <translation>第 %1 局复盘</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="110" />
            <source>The coach is reviewing your decisions…</source>
            <translation>教练正在复盘你的决定……</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="153" />
            <source>The coach could not review this hand: %1</source>
            <translation>教练无法复盘这一局：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="183" />
            <source>You made no decision in this hand.</source>
            <translation>这一局你没有需要做的决定。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="186" />
            <source>You chose as the coach would at %1 of %2 decisions.</source>
            <translation>%2 个决定中，有 %1 个与教练的选择相同。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="193" />
            <source>By the coach's figures you gave up %1 in all.</source>
            <translation>按教练的估算，你一共少得 %1。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="196" />
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="196" />
            <source>Your hand</source>
            <translation>你的手牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="196" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="196" />
            <source>Coach</source>
            <translation>教练</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="197" />
            <source>Why</source>
            <translation>理由</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="197" />
            <source>Given up (%1)</source>
            <translation>少得（%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="218" />
            <source>same</source>
            <translation>相同</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="227" />
            <source>Yours:</source>
            <translation>你的选择：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="242" />
            <source>offered:</source>
            <translation>可吃碰的牌：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/review.py" line="248" />
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
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="53" />
            <source>Session over — %1</source>
            <translation>本场结束 — %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="68" />
            <source>&amp;Play again</source>
            <translation>再来一场(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="69" />
            <source>A new session with the same settings</source>
            <translation>用同样的设置开始新的一场</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="71" />
            <source>&amp;Change settings…</source>
            <translation>更改设置(&amp;C)…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="73" />
            <source>Open the settings; a new session starts when you close them</source>
            <translation>打开设置；关闭设置后开始新的一场</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="75" />
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="98" />
            <source>1st</source>
            <translation>第一名</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="98" />
            <source>2nd</source>
            <translation>第二名</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="98" />
            <source>3rd</source>
            <translation>第三名</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="98" />
            <source>4th</source>
            <translation>第四名</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="105" />
            <source>%n hand(s) played</source>
            <translation>
                <numerusform>共打 %n 局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="107" />
            <source>%n exhaustive draw(s) (流局)</source>
            <translation>
                <numerusform>流局 %n 次</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="108" />
            <source>Place</source>
            <translation>名次</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="108" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="108" />
            <source>Total</source>
            <translation>总分</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="109" />
            <source>Wins</source>
            <translation>胡牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="109" />
            <source>Self-draws (自摸)</source>
            <translation>自摸</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="109" />
            <source>Deal-ins (点炮)</source>
            <translation>点炮</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="110" />
            <source>Final standings</source>
            <translation>最终排名</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="123" />
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n 次</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="124" />
            <source>%n self-draw(s)</source>
            <translation>
                <numerusform>%n 次</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="125" />
            <source>%n deal-in(s)</source>
            <translation>
                <numerusform>%n 次</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="138" />
            <source>Best hand</source>
            <translation>最佳牌局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="140" />
            <source>Nobody won a hand in this session.</source>
            <translation>本场无人胡牌。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="143" />
            <source>%1 in hand %2: %3</source>
            <translation>%1，第 %2 局：%3</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/session_end.py" line="149" />
            <source>won %n time(s)</source>
            <translation>
                <numerusform>胡了 %n 次</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="77" />
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="90" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="91" />
            <source>Table</source>
            <translation>牌桌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="92" />
            <source>Display</source>
            <translation>显示</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="125" />
            <source>%1 (cannot be used)</source>
            <translation>%1（无法使用）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="131" />
            <source>&amp;Region:</source>
            <translation>地区(&amp;R)：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="135" />
            <source>Rules of this region…</source>
            <translation>本地区规则…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="161" />
            <source>No ruleset files are installed.</source>
            <translation>没有安装规则文件。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="171" />
            <source>%1 (my rules: %2)</source>
            <translation>%1（我的规则：%2）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="186" />
            <source>Your seat in the first hand:</source>
            <translation>第一局你的座位：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="229" />
            <source>一圈 (one round): until the deal has moved on 4 times</source>
            <translation>一圈：庄家换人 4 次为止</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="233" />
            <source>四圈 (four rounds): until the deal has moved on 16 times</source>
            <translation>四圈：庄家换人 16 次为止</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="297" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="191" />
            <source>Computer on your right (下家):</source>
            <translation>下家电脑：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="94" />
            <source>Outside bot</source>
            <translation>外部机器人</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="192" />
            <source>Computer opposite (对家):</source>
            <translation>对家电脑：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="193" />
            <source>Computer on your left (上家):</source>
            <translation>上家电脑：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="211" />
            <source>Only one computer level exists so far.</source>
            <translation>目前电脑只有一个难度。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="227" />
            <source>A number of hands</source>
            <translation>指定局数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="244" />
            <source>Session length:</source>
            <translation>对局长度：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="252" />
            <source>Base stake (底分):</source>
            <translation>底分：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="254" />
            <source>Declare wins automatically (自动胡)</source>
            <translation>自动胡牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="256" />
            <source>Pass on claims automatically (自动过): never ask about 碰 吃 杠</source>
            <translation>自动过：不询问碰、吃、杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="262" />
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="270" />
            <source> s</source>
            <translation> 秒</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="263" />
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="271" />
            <source>no limit</source>
            <translation>不限时</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="265" />
            <source>When the time runs out the claim is passed (过) for you.</source>
            <translation>时间到了就自动“过”。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="267" />
            <source>Time to answer a claim:</source>
            <translation>吃碰杠胡的考虑时间：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="273" />
            <source>When the time runs out, the game plays for you as chosen below.</source>
            <translation>时间到时，按下面的选择替你出牌。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="275" />
            <source>Time to discard:</source>
            <translation>出牌限时：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="278" />
            <source>Play as 托管 would (take a win)</source>
            <translation>按托管出牌（能胡就胡）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="279" />
            <source>Throw the drawn tile</source>
            <translation>打出刚摸的牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="284" />
            <source>托管: a self-drawn win in hand is taken, otherwise the computer discards for you. Throw the drawn tile: the tile you just drew goes, even a winning one.</source>
            <translation>按托管出牌：能自摸胡就胡，否则由电脑替你出牌。打出刚摸的牌：刚摸到的牌被打出，即使它能胡。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="288" />
            <source>When the time runs out:</source>
            <translation>超时后：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="296" />
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="298" />
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="299" />
            <source>Instant (no animation)</source>
            <translation>立即（无动画）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="302" />
            <source>Animation speed:</source>
            <translation>动画速度：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="306" />
            <source> %</source>
            <translation> %</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="309" />
            <source>Your hand, the melds and the discards on the table; also Ctrl+= and Ctrl+- (Ctrl+0: back to 100 %) or Ctrl and the mouse wheel over the table.</source>
            <translation>你的手牌、副露和桌上的弃牌一起放大；也可用 Ctrl+= 和 Ctrl+-（Ctrl+0 回到 100 %），或在牌桌上按住 Ctrl 滚动鼠标滚轮。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="313" />
            <source>Tile size:</source>
            <translation>牌面大小：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="316" />
            <source>Classic</source>
            <translation>经典</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="317" />
            <source>High contrast (rank and suit in the corner)</source>
            <translation>高对比度（角上标出点数和花色）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="320" />
            <source>Tiles:</source>
            <translation>牌面样式：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="323" />
            <source>Follow the system</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="326" />
            <source>Language:</source>
            <translation>语言：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="335" />
            <source>&amp;Mute</source>
            <translation>静音(&amp;M)</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="341" />
            <source>Sound volume:</source>
            <translation>音量：</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="345" />
            <source>%1 %</source>
            <translation>%1%</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="348" />
            <source>East 东</source>
            <translation>东</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="348" />
            <source>South 南</source>
            <translation>南</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="348" />
            <source>West 西</source>
            <translation>西</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="348" />
            <source>North 北</source>
            <translation>北</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="396" />
            <source>This region sets its stake among its own rules below (底分 / 底注).</source>
            <translation>本地区的底分／底注在下方的地区规则中设置。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="445" />
            <source>These rules cannot be played together: %1</source>
            <translation>这些规则不能同时使用：%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="453" />
            <source>%n hand(s)</source>
            <translation>
                <numerusform>%n 局</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="466" />
            <source>The dealer keeps the deal when the dealer wins, and in some regions when the hand is drawn (see the region's rules).</source>
            <translation>庄家胡牌时连庄；有的地方流局也连庄（见该地规则）。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../mahjong_desktop/ui/dialogs/settings.py" line="475" />
            <source>At least %n hand(s), and one more each time the dealer keeps the deal.</source>
            <translation>
                <numerusform>至少 %n 局，庄家每连庄一次就多打一局。</numerusform>
            </translation>
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
            <location filename="../../mahjong_desktop/ui/table/page.py" line="162" />
            <source>Hint [?]</source>
            <translation>提示 [?]</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="163" />
            <source>Ask the coach for the best discard</source>
            <translation>问教练该打哪张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="164" />
            <source>托管: the computer is playing for you</source>
            <translation>托管中：电脑替你打</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="165" />
            <source>Take over [Ctrl+T]</source>
            <translation>接手 [Ctrl+T]</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="166" />
            <source>Next hand [Enter]</source>
            <translation>下一局 [回车]</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="453" />
            <source>The hand is over. Look at the table, then deal the next hand.</source>
            <translation>本局结束。看完牌桌后开下一局。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="405" />
            <source>The coach is thinking…</source>
            <translation>教练正在想…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/page.py" line="414" />
            <source>The coach has no advice for this position.</source>
            <translation>教练对这一手没有建议。</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="170" />
            <source>%1 round</source>
            <translation>%1风圈</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="162" />
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="174" />
            <source>Hand %1</source>
            <translation>第 %1 局</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="177" />
            <source>%1 tiles left</source>
            <translation>余 %1 张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="231" />
            <source>庄 dealer</source>
            <translation>庄</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/decor.py" line="236" />
            <source>报听 ready</source>
            <translation>报听</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/chosen_rules.py" line="46" />
            <source>This hand's rules</source>
            <translation>本局规则</translation>
        </message>
    </context>
    <context>
        <name>TitlePage</name>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="261" />
            <source>Practise your town's mahjong against three computer players.</source>
            <translation>和三位电脑玩家练习你家乡的麻将。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="264" />
            <source>Region</source>
            <translation>地区</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="265" />
            <source>Computer players</source>
            <translation>电脑玩家</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="269" />
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="270" />
            <source>Start a game with these choices (Enter)</source>
            <translation>按这些选择开始新游戏（回车）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="271" />
            <source>Open…</source>
            <translation>打开…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="272" />
            <source>History…</source>
            <translation>牌谱…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="273" />
            <source>Statistics…</source>
            <translation>统计…</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="274" />
            <source>Recent sessions (double-click to continue)</source>
            <translation>最近的牌局（双击继续）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="275" />
            <source>Saved games</source>
            <translation>存档</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="276" />
            <source>No ruleset files are installed.</source>
            <translation>没有安装规则文件。</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="291" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="300" />
            <source>%1 (my rules: %2)</source>
            <translation>%1（我的规则：%2）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="309" />
            <source>The rules of %1</source>
            <translation>%1的规则</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/history/title_page.py" line="391" />
            <source>The three computers play at different levels, as set in Game › Settings. Choose a level here to give all three the same one.</source>
            <translation>三位电脑的水平各不相同（在 游戏 › 设置 里设定）。在这里选一档，三位就都用这一档。</translation>
        </message>
    </context>
    <context>
        <name>TourOverlay</name>
        <message>
            <location filename="../../mahjong_desktop/ui/table/tour_overlay.py" line="290" />
            <source>Guided first hand</source>
            <translation>新手引导</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/tour_overlay.py" line="291" />
            <source>Skip tour [Esc]</source>
            <translation>跳过引导 [Esc]</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/table/tour_overlay.py" line="292" />
            <source>Next [N]</source>
            <translation>下一步 [N]</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="47" />
            <source>a whole number from %1 to %2</source>
            <comment>integer_range</comment>
            <translation>从 %1 到 %2 的整数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="52" />
            <source>a whole number from %1 to %2, a multiple of %3</source>
            <comment>integer_range_step</comment>
            <translation>从 %1 到 %2 之间且为 %3 的倍数的整数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="57" />
            <source>a number within ±%1</source>
            <comment>number_within</comment>
            <translation>绝对值不超过 %1 的数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="62" />
            <source>a finite number</source>
            <comment>finite_number</comment>
            <translation>有限的数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="63" />
            <source>true or false</source>
            <comment>boolean</comment>
            <translation>true 或 false</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="64" />
            <source>one of %1</source>
            <comment>one_of</comment>
            <translation>以下之一：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="65" />
            <source>text of at most %1 characters</source>
            <comment>text</comment>
            <translation>不超过 %1 个字符的文字</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="66" />
            <source>non-empty text of at most %1 characters</source>
            <comment>text_non_empty</comment>
            <translation>不超过 %1 个字符的非空文字</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="71" />
            <source>a key of at most %1</source>
            <comment>key_length</comment>
            <translation>不超过 %1 个字符的键名</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="72" />
            <source>a list of at most %1 names of 1 to %2 characters</source>
            <comment>names</comment>
            <translation>最多 %1 个名称的列表（每个 1 到 %2 个字符）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="77" />
            <source>at most %1 entries</source>
            <comment>entries</comment>
            <translation>最多 %1 项</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="78" />
            <source>an object/table</source>
            <comment>table</comment>
            <translation>对象（表）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="79" />
            <source>a non-empty list of tables</source>
            <comment>tables</comment>
            <translation>非空的表列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="80" />
            <source>a list of %1 whole numbers</source>
            <comment>whole_numbers</comment>
            <translation>%1 个整数的列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="85" />
            <source>a whole number</source>
            <comment>kind_int</comment>
            <translation>整数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="86" />
            <source>text</source>
            <comment>kind_str</comment>
            <translation>文字</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="87" />
            <source>a list</source>
            <comment>kind_list</comment>
            <translation>列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="88" />
            <source>an object</source>
            <comment>kind_dict</comment>
            <translation>对象</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="89" />
            <source>a number</source>
            <comment>kind_float</comment>
            <translation>数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="90" />
            <source>%1 or %2</source>
            <comment>either</comment>
            <translation>%1或%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="91" />
            <source>a multiple of %1 (%2)</source>
            <comment>multiple_of</comment>
            <translation>%1 的倍数（%2）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="96" />
            <source>one of the game's regions: %1</source>
            <comment>one_of_regions</comment>
            <translation>本游戏的地区之一：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="101" />
            <source>one of %1 (a player's ruleset is a variant of a region the game has rules for)</source>
            <comment>variant_of</comment>
            <translation>%1 之一（玩家的规则文件是本游戏已有规则的某个地区的变体）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="106" />
            <source>a region, or %1&lt;name&gt; of a file in %2</source>
            <comment>region_or_file</comment>
            <translation>一个地区，或 %2 中某个文件的 %1&lt;文件名&gt;</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="111" />
            <source>a whole number from %1 to %2 (what the settings hold)</source>
            <comment>settings_range</comment>
            <translation>从 %1 到 %2 的整数（设置能保存的范围）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="116" />
            <source>is missing</source>
            <comment>missing</comment>
            <translation>缺失</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="117" />
            <source>cannot be read: %1</source>
            <comment>unreadable</comment>
            <translation>无法读取：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="118" />
            <source>is larger than %1 bytes; refused</source>
            <comment>larger_than_bytes</comment>
            <translation>超过 %1 字节，已拒绝</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="123" />
            <source>is larger than %1 characters; refused</source>
            <comment>larger_than_characters</comment>
            <translation>超过 %1 个字符，已拒绝</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="128" />
            <source>is %1 bytes, larger than %2; refused</source>
            <comment>size_beyond</comment>
            <translation>有 %1 字节，超过 %2，已拒绝</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="133" />
            <source>is %1, not a regular file; refused</source>
            <comment>not_regular</comment>
            <translation>是%1，不是普通文件，已拒绝</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="138" />
            <source>a folder</source>
            <comment>kind_folder</comment>
            <translation>文件夹</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="139" />
            <source>a named pipe (FIFO)</source>
            <comment>kind_fifo</comment>
            <translation>命名管道（FIFO）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="140" />
            <source>a device</source>
            <comment>kind_device</comment>
            <translation>设备</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="141" />
            <source>a socket</source>
            <comment>kind_socket</comment>
            <translation>套接字</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="142" />
            <source>a special file</source>
            <comment>kind_special</comment>
            <translation>特殊文件</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="143" />
            <source>is not UTF-8 text (byte %1 at offset %2)</source>
            <comment>not_utf8</comment>
            <translation>不是 UTF-8 文本（偏移 %2 处的字节 %1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="148" />
            <source>is not valid JSON (line %1, column %2): %3</source>
            <comment>not_json</comment>
            <translation>不是有效的 JSON（第 %1 行第 %2 列）：%3</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="153" />
            <source>contains %1, which is not a JSON number</source>
            <comment>not_json_number</comment>
            <translation>含有 %1，这不是 JSON 的数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="158" />
            <source>is not valid TOML: %1</source>
            <comment>not_toml</comment>
            <translation>不是有效的 TOML：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="159" />
            <source>is nested deeper than %1 levels</source>
            <comment>nested_deeper</comment>
            <translation>嵌套超过 %1 层</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="164" />
            <source>is nested too deeply</source>
            <comment>nested_too_deeply</comment>
            <translation>嵌套过深</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="169" />
            <source>has more than %1 entries; refused</source>
            <comment>more_entries</comment>
            <translation>超过 %1 项，已拒绝</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="174" />
            <source>unknown key %1; allowed: %2</source>
            <comment>unknown_key</comment>
            <translation>未知的键 %1；允许的键：%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="179" />
            <source>unknown setting; ignored</source>
            <comment>unknown_setting</comment>
            <translation>未知的设置，已忽略</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="184" />
            <source>unknown settings; ignored</source>
            <comment>unknown_settings</comment>
            <translation>未知的设置，已忽略</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="189" />
            <source>not a seat (%1); ignored</source>
            <comment>not_a_seat</comment>
            <translation>不是座位（%1），已忽略</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="194" />
            <source>not an option of %1; ignored</source>
            <comment>not_an_option_of</comment>
            <translation>不是 %1 的选项，已忽略</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="199" />
            <source>not an option of region %1; options are: %2</source>
            <comment>not_option_of_region</comment>
            <translation>不是地区 %1 的选项；可用的选项：%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="204" />
            <source>needs %1 switched on</source>
            <comment>needs_switched_on</comment>
            <translation>需要先打开 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="209" />
            <source>%1 more problems not listed</source>
            <comment>more_problems</comment>
            <translation>另有 %1 个问题未列出</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="214" />
            <source>could not keep a copy: %1</source>
            <comment>no_copy</comment>
            <translation>无法保留副本：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="215" />
            <source>%1: %2</source>
            <comment>inside</comment>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="216" />
            <source>record %1</source>
            <comment>record_n</comment>
            <translation>第 %1 条记录</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="217" />
            <source>record %1 (session %2, hand %3)</source>
            <comment>record_of</comment>
            <translation>第 %1 条记录（牌局 %2，第 %3 手）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="222" />
            <source>a different record of this hand is kept already; the kept one was left as it is</source>
            <comment>clash</comment>
            <translation>这手牌已存有一条不同的记录；原有记录保持不变</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="227" />
            <source>cannot be replayed: %1</source>
            <comment>cannot_replay</comment>
            <translation>这一步不合规则，无法重放：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="232" />
            <source>is not an action: %1</source>
            <comment>not_an_action</comment>
            <translation>不是一个动作</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="237" />
            <source>%1</source>
            <comment>error</comment>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="238" />
            <source>%1</source>
            <comment>about</comment>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="239" />
            <source>%1</source>
            <comment>tile</comment>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="240" />
            <source>%1 is not among the concealed tiles (the concealed tiles include the winning tile)</source>
            <comment>win_tile_not_concealed</comment>
            <translation>%1 不在暗牌中（暗牌应包括和的那张牌）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="245" />
            <source>a winning hand has 14 tiles counting each meld as 3: %1 concealed + %2 meld(s) make %3</source>
            <comment>hand_size</comment>
            <translation>和牌须有 14 张（每组副露算 3 张）：%1 张暗牌加 %2 组副露，共 %3 张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="251" />
            <source>kong_replacement needs a kong among the melds (or a laid-out "flowers" tile)</source>
            <comment>kong_replacement_needs_kong</comment>
            <translation>杠上开花需要副露中有杠（或有一张补出的杠花）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="256" />
            <source>%1 copies of %2 with the melds: there are only 4</source>
            <comment>copies_with_melds</comment>
            <translation>连同副露共有 %1 张%2，但每种牌只有 4 张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="261" />
            <source>%1 copies of %2 with the hand: there are only 4</source>
            <comment>copies_with_hand</comment>
            <translation>连同手牌共有 %1 张%2，但每种牌只有 4 张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="266" />
            <source>robbed_kong: the robbed %1 is the fourth copy (the konger's pong holds the other three), so the winner can hold no other %1; this hand holds %2 counting the robbed one</source>
            <comment>robbed_kong_copies</comment>
            <translation>抢杠和：被抢的%1是第四张（杠牌者的碰里有另外三张），和牌者不可能再有%1；这手牌连同被抢的一张共有 %2 张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="273" />
            <source>needs "wild" (which kind was thrown)</source>
            <comment>needs_wild</comment>
            <translation>需要先选定宝牌（打出的是哪一种）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="278" />
            <source>%1: the hand holds %2 of %3 and there are only 4, so at most %4 were thrown</source>
            <comment>thrown_wilds</comment>
            <translation>%1：手里有 %2 张%3，每种牌只有 4 张，最多打出过 %4 张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="283" />
            <source>%1 (one tile such as "5s")</source>
            <comment>one_tile</comment>
            <translation>%1（一张牌，例如“5s”）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="288" />
            <source>a wind (E S W N or 1z–4z)</source>
            <comment>wind</comment>
            <translation>一个风（E S W N 或 1z–4z）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="289" />
            <source>%1: the laid-out 杠花 are all of one kind</source>
            <comment>flowers_one_kind</comment>
            <translation>%1：补出的杠花都是同一种牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="294" />
            <source>%1: there are only 4 of the 杠花 kind</source>
            <comment>flowers_at_most_4</comment>
            <translation>%1：杠花那种牌只有 4 张</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="299" />
            <source>is not an export of hand records (format %1)</source>
            <comment>not_an_export</comment>
            <translation>不是手牌记录的导出文件（格式 %1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="304" />
            <source>'version': %1 is not a format version (1–%2)</source>
            <comment>export_version</comment>
            <translation>'version'：%1 不是格式版本（1–%2）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="309" />
            <source>export format %1 is newer than this app reads (1–%2)</source>
            <comment>export_newer</comment>
            <translation>导出格式 %1 比本程序能读的新（1–%2）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="314" />
            <source>'records' must be a list of at most %1 records</source>
            <comment>export_records</comment>
            <translation>'records' 必须是最多 %1 条记录的列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="319" />
            <source>the summary is not text of at most %1 bytes</source>
            <comment>summary_bytes</comment>
            <translation>摘要不是不超过 %1 字节的文字</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="324" />
            <source>made under rules version %1; this app plays rules version %2, under which its actions could mean another game, so it is not replayed</source>
            <comment>session_rules_version</comment>
            <translation>这局是在规则版本 %1 下打的；本程序用规则版本 %2，按新规则重放其中的动作可能成为另一局牌，所以不予重放</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="330" />
            <source>4 entries, each one of %1 or null</source>
            <comment>levels</comment>
            <translation>4 项，每项是 %1 之一或 null</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="335" />
            <source>more than %1 hands</source>
            <comment>more_hands</comment>
            <translation>超过 %1 手牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="336" />
            <source>a list of at most %1 actions</source>
            <comment>actions_at_most</comment>
            <translation>最多 %1 个动作的列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="341" />
            <source>a practice game of one deal has one hand</source>
            <comment>practice_one_hand</comment>
            <translation>一副牌的练习只有一手</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="346" />
            <source>the hand is not over</source>
            <comment>hand_not_over</comment>
            <translation>这手牌还没有结束</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="351" />
            <source>a record format (1–%1)</source>
            <comment>record_format</comment>
            <translation>记录格式（1–%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="356" />
            <source>record format %1 is newer than this app reads (%2)</source>
            <comment>record_newer</comment>
            <translation>记录格式 %1 比本程序能读的新（%2）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="361" />
            <source>recorded under rules version %1; this app plays rules version %2, so the hand is not replayed under other rules</source>
            <comment>record_rules_version</comment>
            <translation>这手牌记录于规则版本 %1；本程序用规则版本 %2，不会按另一套规则重放</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="367" />
            <source>recorded under rules version %1; this app plays rules version %2</source>
            <comment>recorded_rules_version</comment>
            <translation>这手牌记录于规则版本 %1；本程序用规则版本 %2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="372" />
            <source>more than %1 actions</source>
            <comment>more_actions</comment>
            <translation>超过 %1 个动作</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="377" />
            <source>more than %1 wins</source>
            <comment>more_wins</comment>
            <translation>超过 %1 个和牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="378" />
            <source>a list of [pattern id, value] pairs</source>
            <comment>item_pairs</comment>
            <translation>由 [番种, 数值] 组成的列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="383" />
            <source>do not finish the hand</source>
            <comment>not_finished</comment>
            <translation>没有打完这手牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="388" />
            <source>replay to another result%1 (net %2, recorded %3): the record does not match these rules</source>
            <comment>other_result</comment>
            <translation>重放%1得到另一个结果（得失 %2，记录为 %3）：记录与这套规则不符</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="394" />
            <source> after action %1 (%2)</source>
            <comment>after_action</comment>
            <translation>到第 %1 个动作（%2）后</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="399" />
            <source>save format %1 is newer than this app reads (%2); open it with a newer version</source>
            <comment>save_newer</comment>
            <translation>存档格式 %1 比本程序能读的新（%2）；请用较新的版本打开</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="404" />
            <source>a save format (1–%1)</source>
            <comment>save_format</comment>
            <translation>存档格式（1–%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="405" />
            <source>%1, session %2</source>
            <comment>in_session</comment>
            <translation>%1，牌局 %2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="406" />
            <source>%1, hand %2 action %3</source>
            <comment>in_action</comment>
            <translation>%1，第 %2 手第 %3 个动作</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="407" />
            <source>%1, record %2</source>
            <comment>in_record</comment>
            <translation>%1，第 %2 条记录</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="408" />
            <source>no session %1</source>
            <comment>no_session</comment>
            <translation>没有牌局 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="409" />
            <source>hand number %1 is out of range</source>
            <comment>hand_out_of_range</comment>
            <translation>手数 %1 超出范围</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="414" />
            <source>hand %1 has action number %2</source>
            <comment>action_number</comment>
            <translation>第 %1 手的动作序号是 %2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="419" />
            <source>no such record</source>
            <comment>no_record</comment>
            <translation>没有这条记录</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="420" />
            <source>not a record of at most %1 bytes</source>
            <comment>record_bytes</comment>
            <translation>不是不超过 %1 字节的记录</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="425" />
            <source>hand %1 has action %2 where %3 was expected (a gap in the log)</source>
            <comment>log_gap</comment>
            <translation>第 %1 手有第 %2 个动作，应为第 %3 个（记录中有缺口）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="430" />
            <source>a stored value is not text of at most %1 bytes</source>
            <comment>stored_bytes</comment>
            <translation>保存的值不是不超过 %1 字节的文字</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="435" />
            <source>is gone (the ruleset of this name)</source>
            <comment>ruleset_gone</comment>
            <translation>已不存在（这个名字的规则文件）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="440" />
            <source>base64 of Qt's window geometry</source>
            <comment>geometry</comment>
            <translation>Qt 窗口位置的 base64 数据</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="445" />
            <source>%1 (the game record format)</source>
            <comment>game_format</comment>
            <translation>%1（牌局记录格式）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="450" />
            <source>a list of whole numbers</source>
            <comment>whole_number_list</comment>
            <translation>整数的列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="455" />
            <source>not a game the rules can set up: %1</source>
            <comment>not_a_game</comment>
            <translation>不是按规则能摆出的一局牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="460" />
            <source>a list of actions</source>
            <comment>action_list</comment>
            <translation>动作的列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="461" />
            <source>one tile</source>
            <comment>just_one_tile</comment>
            <translation>一张牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="462" />
            <source>tile notation (%1)</source>
            <comment>tile_notation</comment>
            <translation>牌的写法（%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="467" />
            <source>a chow names the two tiles from the hand</source>
            <comment>chow_two_tiles</comment>
            <translation>吃牌须写出手里的两张牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="472" />
            <source>%1 (the session format)</source>
            <comment>session_format</comment>
            <translation>%1（牌局格式）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="477" />
            <source>a list of action lists</source>
            <comment>action_lists</comment>
            <translation>由动作列表组成的列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="482" />
            <source>the hand is not finished but more hands follow</source>
            <comment>more_hands_follow</comment>
            <translation>这手牌没有打完，后面却还有牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="487" />
            <source>a bool option of this file</source>
            <comment>bool_option</comment>
            <translation>本文件中的一个开关（bool）选项</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="492" />
            <source>values must be different</source>
            <comment>values_differ</comment>
            <translation>各选项的值必须不同</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="497" />
            <source>only choice options have choices, not %1</source>
            <comment>only_choice_choices</comment>
            <translation>只有 choice 类型的选项才有 choices，不能是 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="502" />
            <source>only int options have bounds, not %1</source>
            <comment>only_int_bounds</comment>
            <translation>只有 int 类型的选项才有上下限，不能是 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="507" />
            <source>is missing; must be %1</source>
            <comment>missing_must_be</comment>
            <translation>缺失；必须是%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="512" />
            <source>is not allowed here</source>
            <comment>not_allowed_here</comment>
            <translation>这里不允许出现</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="517" />
            <source>text matching %1</source>
            <comment>text_matching</comment>
            <translation>符合 %1 的文字</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="518" />
            <source>is not a known key (known: %1)</source>
            <comment>not_known_key</comment>
            <translation>不是已知的键（已知：%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="523" />
            <source>a whole number of %1 or more</source>
            <comment>whole_at_least</comment>
            <translation>不小于 %1 的整数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="528" />
            <source>a number of %1 or more</source>
            <comment>number_at_least</comment>
            <translation>不小于 %1 的数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="533" />
            <source>a whole number of %1 or less</source>
            <comment>whole_at_most</comment>
            <translation>不大于 %1 的整数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="538" />
            <source>a number of %1 or less</source>
            <comment>number_at_most</comment>
            <translation>不大于 %1 的数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="543" />
            <source>a number from %1 to %2</source>
            <comment>number_range</comment>
            <translation>从 %1 到 %2 的数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="548" />
            <source>a list of %1 items</source>
            <comment>list_of_n</comment>
            <translation>%1 个元素的列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="549" />
            <source>a list of %1 to any items</source>
            <comment>list_of_at_least</comment>
            <translation>至少 %1 个元素的列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="554" />
            <source>a list of %1 to %2 items</source>
            <comment>list_of_range</comment>
            <translation>%1 到 %2 个元素的列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="559" />
            <source>null</source>
            <comment>kind_null</comment>
            <translation>null</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="560" />
            <source>%1; a new one was started</source>
            <comment>db_new_started</comment>
            <translation>%1；已新建一个</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="565" />
            <source>is not an sqlite database</source>
            <comment>db_not_sqlite</comment>
            <translation>不是数据库文件</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="570" />
            <source>is not a readable database (%1)</source>
            <comment>db_unreadable</comment>
            <translation>不是能读取的数据库（%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="575" />
            <source>does not hold this app's tables (%1)</source>
            <comment>db_no_tables</comment>
            <translation>没有本程序的数据表（%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="580" />
            <source>is an sqlite database of another program</source>
            <comment>db_other_program</comment>
            <translation>是其他程序的数据库</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="585" />
            <source>is damaged (%1)</source>
            <comment>db_damaged</comment>
            <translation>已损坏（%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="586" />
            <source>holds %1, not %2</source>
            <comment>db_holds</comment>
            <translation>存的是 %1，不是 %2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="587" />
            <source>was written by a newer version of the app (format %1; this one reads %2); it was left for that version</source>
            <comment>db_newer</comment>
            <translation>是较新版本的本程序写的（格式 %1；本版本能读 %2），已留给那个版本</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="593" />
            <source>has unknown format %1</source>
            <comment>db_unknown_format</comment>
            <translation>格式 %1 未知</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="598" />
            <source>was left without its database; it was set aside, not read into a new one</source>
            <comment>orphan_log</comment>
            <translation>没有对应的数据库；已移到一旁，没有读入新数据库</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="603" />
            <source>is damaged: %1</source>
            <comment>log_damaged</comment>
            <translation>已损坏：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="604" />
            <source>its header cannot be read, so everything saved in it is lost</source>
            <comment>log_header_lost</comment>
            <translation>文件头无法读取，其中保存的全部内容都丢失了</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="609" />
            <source>%1 of the %2 saves in it cannot be read, so what they held is lost (for the session journal: the last actions played)</source>
            <comment>log_saves_lost</comment>
            <translation>其中 %2 次保存有 %1 次无法读取，所存内容丢失（对牌局记录来说：最后打出的几步）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="615" />
            <source>%1%2</source>
            <comment>autosave_failed</comment>
            <translation>%1%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="616" />
            <source> — the actions from hand %1, action %2 on are not saved yet; they are saved as soon as the disk takes them again, and if the game ends before that, Continue resumes just before them</source>
            <comment>not_saved_yet</comment>
            <translation>——从第 %1 手第 %2 个动作起尚未保存；磁盘恢复后会立即保存，若在此之前对局已结束，“继续”会从这些动作之前接着打</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="623" />
            <source>using %1</source>
            <comment>using</comment>
            <translation>改用 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="624" />
            <source>using the default</source>
            <comment>using_default</comment>
            <translation>改用默认值</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="629" />
            <source>using the defaults</source>
            <comment>using_defaults</comment>
            <translation>改用默认值</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="634" />
            <source>using all defaults</source>
            <comment>using_all_defaults</comment>
            <translation>全部改用默认值</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="639" />
            <source>using the region's defaults</source>
            <comment>using_region_defaults</comment>
            <translation>改用该地区的默认值</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="644" />
            <source>ignored</source>
            <comment>ignored</comment>
            <translation>已忽略</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="645" />
            <source>it is not listed</source>
            <comment>not_listed</comment>
            <translation>不予列出</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="646" />
            <source>read anyway</source>
            <comment>read_anyway</comment>
            <translation>仍然读取</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="647" />
            <source>kept unchecked until the ruleset can be read</source>
            <comment>kept_unchecked</comment>
            <translation>原样保留，待规则文件能读取后再检查</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="652" />
            <source>%1</source>
            <comment>quoted</comment>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="653" />
            <source>a number of %1 digits</source>
            <comment>digits</comment>
            <translation>一个 %1 位的数</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="654" />
            <source>an object of %1</source>
            <comment>object_entries</comment>
            <translation>含 %1 的对象</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="659" />
            <source>a list of %1</source>
            <comment>list_items</comment>
            <translation>含 %1 的列表</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="660" />
            <source>%1 entry</source>
            <comment>count_entry</comment>
            <translation>%1 项</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="661" />
            <source>%1 entries</source>
            <comment>count_entries</comment>
            <translation>%1 项</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="662" />
            <source>%1 item</source>
            <comment>count_item</comment>
            <translation>%1 个元素</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="663" />
            <source>%1 items</source>
            <comment>count_items</comment>
            <translation>%1 个元素</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="664" />
            <source>refused %1: %2</source>
            <comment>refused</comment>
            <translation>不允许%1：%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="665" />
            <source>%1 by player %2</source>
            <comment>act_by</comment>
            <translation>玩家 %2 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="666" />
            <source>player %1 discarding %2</source>
            <comment>act_discard</comment>
            <translation>玩家 %1 打%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="669" />
            <source>player %1 declaring a win</source>
            <comment>act_win</comment>
            <translation>玩家 %1 胡牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="670" />
            <source>player %1 declaring a concealed kong of %2</source>
            <comment>act_concealed_kong</comment>
            <translation>玩家 %1 暗杠%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="673" />
            <source>player %1 adding %2 to a pong</source>
            <comment>act_added_kong</comment>
            <translation>玩家 %1 补杠%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="676" />
            <source>player %1 claiming a pong</source>
            <comment>act_pong</comment>
            <translation>玩家 %1 碰牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="677" />
            <source>player %1 claiming an exposed kong</source>
            <comment>act_kong</comment>
            <translation>玩家 %1 明杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="680" />
            <source>player %1 claiming a chow with %2</source>
            <comment>act_chow</comment>
            <translation>玩家 %1 用%2吃牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="683" />
            <source>player %1 passing</source>
            <comment>act_pass</comment>
            <translation>玩家 %1 过</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="684" />
            <source>player %1: %2</source>
            <comment>act_move</comment>
            <translation>玩家 %1 %2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="685" />
            <source>player %1: %2 %3</source>
            <comment>act_move_tiles</comment>
            <translation>玩家 %1 %2 %3</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="688" />
            <source>the hand is over</source>
            <comment>hand_is_over</comment>
            <translation>这一局已经结束</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="689" />
            <source>it is player %1's turn</source>
            <comment>turn_of</comment>
            <translation>现在轮到玩家 %1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="690" />
            <source>player %1 has already answered the claim on %2</source>
            <comment>answered_claim</comment>
            <translation>玩家 %1 对%2已经作过选择</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="693" />
            <source>player %1 has no claim on %2</source>
            <comment>no_claim_on</comment>
            <translation>玩家 %1 不能要%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="696" />
            <source>on %1 player %2 may only %3</source>
            <comment>may_only</comment>
            <translation>对%1，玩家 %2 只能%3</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="699" />
            <source>player %1 holds no %2</source>
            <comment>holds_no</comment>
            <translation>玩家 %1 手里没有%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="700" />
            <source>not possible now (allowed: %1)</source>
            <comment>not_possible_now</comment>
            <translation>现在不能这样做（可以：%1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="703" />
            <source>nothing</source>
            <comment>allowed_nothing</comment>
            <translation>无</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="704" />
            <source>not an action: %1</source>
            <comment>not_an_action_given</comment>
            <translation>不是动作：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="729" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="735" />
            <source>%1</source>
            <comment>tiles in a message: %1 their notation, %2 their Chinese names</comment>
            <translation>%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="745" />
            <source>打 discard</source>
            <comment>kind of action</comment>
            <translation>打牌</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="746" />
            <source>胡 win</source>
            <comment>kind of action</comment>
            <translation>胡</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="747" />
            <source>碰 pong</source>
            <comment>kind of action</comment>
            <translation>碰</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="748" />
            <source>杠 kong</source>
            <comment>kind of action</comment>
            <translation>杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="749" />
            <source>暗杠 concealed kong</source>
            <comment>kind of action</comment>
            <translation>暗杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="752" />
            <source>补杠 added kong</source>
            <comment>kind of action</comment>
            <translation>补杠</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="753" />
            <source>吃 chow</source>
            <comment>kind of action</comment>
            <translation>吃</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="754" />
            <source>过 pass</source>
            <comment>kind of action</comment>
            <translation>过</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="755" />
            <source>region move</source>
            <comment>kind of action</comment>
            <translation>地方玩法动作</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="763" />
            <source>%2</source>
            <comment>a region move: %1 its Chinese term, %2 the term with its English</comment>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="778" />
            <source>%1 is not %2</source>
            <translation>%1 不是%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="781" />
            <source>%1; %2</source>
            <translation>%1；%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="791" />
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="814" />
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="817" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="820" />
            <source>%1 (the file was kept as %2)</source>
            <translation>%1（原文件已另存为 %2）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="829" />
            <source>did not answer within %1 s</source>
            <translation>未在 %1 秒内回答</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="831" />
            <source>exited (exit status %1) instead of answering</source>
            <translation>没有回答就退出了（退出码 %1）</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="833" />
            <source>exited (closed its output) instead of answering</source>
            <translation>没有回答就关闭了输出</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="837" />
            <source>wrote a line over %1 bytes</source>
            <translation>写出了超过 %1 字节的一行</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="840" />
            <source>answered illegally: %1</source>
            <translation>回答了不合规的动作：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="842" />
            <source>wrote a line when not asked: %1</source>
            <translation>在没有被询问时写出了一行：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="844" />
            <source>could not be started: %1</source>
            <translation>无法启动：%1</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="847" />
            <source>it is ended and the easy player plays its seat for the rest of the game</source>
            <translation>它已被结束，本局余下的牌由“简单”电脑代打</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="851" />
            <source>the easy player makes this move</source>
            <translation>这一步由“简单”电脑代打</translation>
        </message>
        <message>
            <location filename="../../mahjong_desktop/ui/shell/wording.py" line="853" />
            <source>bot %1 (seat %2) %3; %4</source>
            <translation>外部机器人 %1（座位 %2）%3；%4</translation>
        </message>
    </context>
    <context>
        <name>WorthWords</name>
        <message>
            <location filename="../../mahjong_desktop/ui/dialogs/worth_words.py" line="21" />
            <source>points</source>
            <translation>分</translation>
        </message>
    </context>
</TS>
