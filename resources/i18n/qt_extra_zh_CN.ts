<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt's own strings that Qt's qtbase_zh_CN.qm (PySide6 6.11) leaves in English, seen in the file
     dialog (Open…, Save as…, Export…, Import…). Written by hand: tools/translations.py compiles
     this file, and ui/shell/i18n.py installs it after Qt's, so it is asked first.
     tests/ui/test_one_language.py walks the dialog. -->
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>查找范围(&amp;L)：</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>文件类型(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Drive</source>
            <translation>驱动器</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>文件夹</translation>
        </message>
    </context>
</TS>
