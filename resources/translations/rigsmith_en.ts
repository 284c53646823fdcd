<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- English plural forms only: the source texts are English, but "%n error(s)" needs a translation
     to read "1 error" / "2 errors". Every numerus message of rigsmith_zh_CN.ts must be here too
     (tst_translations checks it); lupdate does not write this file. -->
<TS version="2.1" language="en">
<context>
    <name>BuildSheet</name>
    <message numerus="yes">
        <source> (%n part(s) without a price)</source>
        <translation>
            <numerusform> (%n part without a price)</numerusform>
            <numerusform> (%n parts without a price)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n advice</source>
        <translation>
            <numerusform>%n advice</numerusform>
            <numerusform>%n advice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::MainWindow</name>
    <message numerus="yes">
        <source>%1: %n part(s) differ from the catalog now</source>
        <translation>
            <numerusform>%1: %n part differs from the catalog now</numerusform>
            <numerusform>%1: %n parts differ from the catalog now</numerusform>
        </translation>
    </message>
</context>
</TS>
