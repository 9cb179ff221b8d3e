<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Adc::FeatureDetails</name>
    <message numerus="yes">
        <source>, %n unit(s) at a time</source>
        <translation>
            <numerusform>, %n unit at a time</numerusform>
            <numerusform>, %n units at a time</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::FileActions</name>
    <message numerus="yes">
        <source>The battle file has %n problem(s):</source>
        <translation>
            <numerusform>The battle file has %n problem:</numerusform>
            <numerusform>The battle file has %n problems:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::LogText</name>
    <message numerus="yes">
        <source>Fire: %1 at %2, %3 (die %4): %n step(s)</source>
        <translation>
            <numerusform>Fire: %1 at %2, %3 (die %4): %n step</numerusform>
            <numerusform>Fire: %1 at %2, %3 (die %4): %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n unit(s)</source>
        <translation>
            <numerusform>Add %n unit</numerusform>
            <numerusform>Add %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n step(s))</source>
        <translation>
            <numerusform> (%n step)</numerusform>
            <numerusform> (%n steps)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::ProposalPane</name>
    <message numerus="yes">
        <source>%n proposal(s) waiting</source>
        <translation>
            <numerusform>%n proposal waiting</numerusform>
            <numerusform>%n proposals waiting</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::ProposalRows</name>
    <message numerus="yes">
        <source>%n proposal(s) waiting for the umpire</source>
        <translation>
            <numerusform>%n proposal waiting for the umpire</numerusform>
            <numerusform>%n proposals waiting for the umpire</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::RollLog</name>
    <message numerus="yes">
        <source>%n casualty step(s) on %1</source>
        <translation>
            <numerusform>%n casualty step on %1</numerusform>
            <numerusform>%n casualty steps on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n casting(s)</source>
        <translation>
            <numerusform>: %n casting</numerusform>
            <numerusform>: %n castings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more AP spent</source>
        <translation>
            <numerusform>%n more AP spent</numerusform>
            <numerusform>%n more AP spent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::RollOdds</name>
    <message numerus="yes">
        <source>%n casualty step(s)</source>
        <translation>
            <numerusform>%n casualty step</numerusform>
            <numerusform>%n casualty steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::RollStory</name>
    <message numerus="yes">
        <source>%n casualty step(s) on %1</source>
        <translation>
            <numerusform>%n casualty step on %1</numerusform>
            <numerusform>%n casualty steps on %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::RosterCells</name>
    <message numerus="yes">
        <source>, %n tube(s)</source>
        <translation>
            <numerusform>, %n tube</numerusform>
            <numerusform>, %n tubes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n unit(s)</source>
        <translation>
            <numerusform>%1: %n unit</numerusform>
            <numerusform>%1: %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n unit(s)</source>
        <translation>
            <numerusform>%1, %2: %n unit</numerusform>
            <numerusform>%1, %2: %n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::RosterPane</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n unit(s)</source>
        <translation>
            <numerusform>%1 of %n unit</numerusform>
            <numerusform>%1 of %n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::RuleTables</name>
    <message numerus="yes">
        <source>%n AP in one fire</source>
        <translation>
            <numerusform>%n AP in one fire</numerusform>
            <numerusform>%n AP in one fire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n full turn(s)</source>
        <translation>
            <numerusform>%n full turn</numerusform>
            <numerusform>%n full turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Adc::UndoActions</name>
    <message numerus="yes">
        <source>Undone: %n entries</source>
        <translation>
            <numerusform>Undone: %n entry</numerusform>
            <numerusform>Undone: %n entries</numerusform>
        </translation>
    </message>
</context>
</TS>
