<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>DrillWindow</name>
        <message numerus="yes">
            <source>%n s</source>
            <translation>
                <numerusform>%n s</numerusform>
                <numerusform>%n s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n s left</source>
            <translation>
                <numerusform>%n s left</numerusform>
                <numerusform>%n s left</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DrillWords</name>
        <message numerus="yes">
            <source>%n draw(s) left</source>
            <translation>
                <numerusform>%n draw left</numerusform>
                <numerusform>%n draws left</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ErrorReporter</name>
        <message numerus="yes">
            <source>%n more error(s) since this one; see the log.</source>
            <translation>
                <numerusform>%n more error since this one; see the log.</numerusform>
                <numerusform>%n more errors since this one; see the log.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message numerus="yes">
            <source>Discard %1: ready, %n unseen tile(s). Waits: %3</source>
            <translation>
                <numerusform>Discard %1: ready, %n unseen tile. Waits: %3</numerusform>
                <numerusform>Discard %1: ready, %n unseen tiles. Waits: %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n step(s)</source>
            <translation>
                <numerusform>%n step</numerusform>
                <numerusform>%n steps</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unseen tile(s) would improve it</source>
            <translation>
                <numerusform>%n unseen tile would improve it</numerusform>
                <numerusform>%n unseen tiles would improve it</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message numerus="yes">
            <source>%n hand(s)</source>
            <translation>
                <numerusform>%n hand</numerusform>
                <numerusform>%n hands</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n hand record(s)?</source>
            <translation>
                <numerusform>Delete %n hand record?</numerusform>
                <numerusform>Delete %n hand records?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n record(s) were kept already.</source>
            <translation>
                <numerusform>%n record were kept already.</numerusform>
                <numerusform>%n records were kept already.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n record(s) imported; these were refused:</source>
            <translation>
                <numerusform>%n record imported; these were refused:</numerusform>
                <numerusform>%n records imported; these were refused:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %n more.</source>
            <translation>
                <numerusform>… and %n more.</numerusform>
                <numerusform>… and %n more.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KeptGames</name>
        <message numerus="yes">
            <source>The last %n action(s) of the stopped game could not be saved; Continue resumes just before them.</source>
            <translation>
                <numerusform>The last %n action of the stopped game could not be saved; Continue resumes just before them.</numerusform>
                <numerusform>The last %n actions of the stopped game could not be saved; Continue resumes just before them.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <source>The outside bot had %n problem(s) this hand; the game went on: %1</source>
            <translation>
                <numerusform>The outside bot had %n problem this hand; the game went on: %1</numerusform>
                <numerusform>The outside bot had %n problems this hand; the game went on: %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>OutsideBotTab</name>
        <message numerus="yes">
            <source>The program reads the game's messages on its standard input and answers on its standard output, one JSON line each, as the bot protocol describes (docs/formats/bot-protocol.md in the game's source). It sees only what its seat may see. When it answers something not allowed, or takes longer than %n second(s), the easy computer player moves for it, and the game's log says so. It starts with a new game and is ended with the game; a game continued later plays that seat with the computer chosen on the Table tab.</source>
            <translation>
                <numerusform>The program reads the game's messages on its standard input and answers on its standard output, one JSON line each, as the bot protocol describes (docs/formats/bot-protocol.md in the game's source). It sees only what its seat may see. When it answers something not allowed, or takes longer than %n second, the easy computer player moves for it, and the game's log says so. It starts with a new game and is ended with the game; a game continued later plays that seat with the computer chosen on the Table tab.</numerusform>
                <numerusform>The program reads the game's messages on its standard input and answers on its standard output, one JSON line each, as the bot protocol describes (docs/formats/bot-protocol.md in the game's source). It sees only what its seat may see. When it answers something not allowed, or takes longer than %n seconds, the easy computer player moves for it, and the game's log says so. It starts with a new game and is ended with the game; a game continued later plays that seat with the computer chosen on the Table tab.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message numerus="yes">
            <source>%1 won %n time(s)</source>
            <translation>
                <numerusform>%1 won %n time</numerusform>
                <numerusform>%1 won %n times</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SessionEndDialog</name>
        <message numerus="yes">
            <source>%n hand(s) played</source>
            <translation>
                <numerusform>%n hand played</numerusform>
                <numerusform>%n hands played</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n exhaustive draw(s) (流局)</source>
            <translation>
                <numerusform>%n exhaustive draw (流局)</numerusform>
                <numerusform>%n exhaustive draws (流局)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n win</numerusform>
                <numerusform>%n wins</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n self-draw(s)</source>
            <translation>
                <numerusform>%n self-draw</numerusform>
                <numerusform>%n self-draws</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deal-in(s)</source>
            <translation>
                <numerusform>%n deal-in</numerusform>
                <numerusform>%n deal-ins</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>won %n time(s)</source>
            <translation>
                <numerusform>won %n time</numerusform>
                <numerusform>won %n times</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message numerus="yes">
            <source>%n hand(s)</source>
            <translation>
                <numerusform>%n hand</numerusform>
                <numerusform>%n hands</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>At least %n hand(s), and one more each time the dealer keeps the deal.</source>
            <translation>
                <numerusform>At least %n hand, and one more each time the dealer keeps the deal.</numerusform>
                <numerusform>At least %n hands, and one more each time the dealer keeps the deal.</numerusform>
            </translation>
        </message>
    </context>
</TS>
