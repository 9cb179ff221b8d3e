#include "print/card/charttables.h"

#include "core/common/ruletext.h"
#include "core/common/vocabularytext.h"
#include "core/discipline/firedisciplinechart.h"
#include "core/fire/firechart.h"
#include "core/fire/rangebands.h"
#include "print/card/cardtext.h"

namespace Adc {

CardTable ChartTables::discipline(const Rulings &rulings)
{
    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    CardTable table;
    table.id = QStringLiteral("discipline");
    table.title = ChartTables::tr("Fire discipline chart and class dice");
    table.header.append(ChartTables::tr("Roll"));
    QList<DisciplineSituation> situations;
    for (const QString &name : disciplineSituationNames()) {
        situations.append(*disciplineSituationFromName(name));
        table.header.append(VocabularyText::text(situations.last()).toUpper());
    }
    for (int row = chart.highestRow(); row >= chart.lowestRow(); --row) {
        QStringList cells { chart.rowName(row) };
        for (DisciplineSituation situation : std::as_const(situations)) {
            const FireDisciplineChart::Cell cell = chart.cell(row, situation);
            cells.append(CardText::disciplineCell(cell.kind, cell.range));
        }
        table.rows.append(cells);
    }
    table.notes.append(
        ChartTables::tr("Column: FIREFIGHT in firefight status, else IN SMOKE in smoke, "
                        "else NORMAL. N\" fire: fires when the enemy is within N\" "
                        "(approach fire); FF: enters firefight status."));
    table.notes.append(ChartTables::tr("Class dice: Elite %1, Line %2, Conscript %3; a total above "
                                       "%4 reads %5, below %6 reads %7.")
                           .arg(rulings.classDice(TroopClass::Elite),
                                rulings.classDice(TroopClass::Line),
                                rulings.classDice(TroopClass::Conscript))
                           .arg(chart.highestRow())
                           .arg(chart.rowName(chart.highestRow()))
                           .arg(chart.lowestRow())
                           .arg(chart.rowName(chart.lowestRow())));
    return table;
}

CardTable ChartTables::fire(const Rulings &rulings)
{
    const FireChart &chart = FireChart::standard();
    CardTable table;
    table.id = QStringLiteral("fire");
    table.title = ChartTables::tr("Fire combat chart (casualty steps)");
    table.header = QStringList { ChartTables::tr("Stands"), ChartTables::tr("Tubes") }
        + chart.columnLabels();
    int topStands = 0;
    int topTubes = 0;
    for (int row = 0; row < chart.rowCount(); ++row) {
        QStringList cells { CardText::standsText(chart.standsName(row)),
                            chart.tubes(row) > 0 ? QString::number(chart.tubes(row))
                                                 : QStringLiteral("-") };
        for (int column = 0; column < chart.columnCount(); ++column)
            cells.append(QString::number(chart.cell(row, column)));
        table.rows.append(cells);
        topStands = std::max(topStands, chart.standsName(row).toInt());
        topTubes = std::max(topTubes, chart.tubes(row));
    }
    table.notes.append(
        ChartTables::tr("Column by the modified roll (1d%1 + modifiers); a roll beyond "
                        "the chart reads its end column (%2, %3). Firing stands: "
                        "castings / %4, rounded down; 1 or 2 castings fire as half.")
            .arg(chart.dieFaces())
            .arg(chart.columnLabels().last(), chart.columnLabels().first())
            .arg(chart.castingsPerStand()));
    if (rulings.extendBeyondChart) {
        const std::optional<FireChart::Row> stands = chart.rowForStands(topStands + 1, rulings);
        int tubesPerStep = 0;
        for (int extra = 1; extra <= 12 && tubesPerStep == 0; ++extra) {
            const std::optional<FireChart::Row> tubes
                = chart.rowForTubes(topTubes + extra, rulings);
            if (tubes && tubes->extraSteps > 0)
                tubesPerStep = extra;
        }
        table.notes.append(ChartTables::tr("Beyond %1 stands each stand adds %2 step; beyond %3 "
                                           "tubes every %4 tubes add 1 step, in every column.")
                               .arg(topStands)
                               .arg(stands ? stands->extraSteps : 0)
                               .arg(topTubes)
                               .arg(tubesPerStep));
    } else {
        table.notes.append(ChartTables::tr("Beyond %1 stands or %2 tubes the top row is read "
                                           "(the ruling “Extend the fire chart” is off).")
                               .arg(topStands)
                               .arg(topTubes));
    }

    return table;
}

CardTable ChartTables::ranges()
{
    const RangeBands &ranges = RangeBands::standard();
    CardTable table;
    table.id = QStringLiteral("ranges");
    table.title = ChartTables::tr("Range bands of every weapon (inches, modifier)");

    // The first band of each weapon shares the first column (close or
    // canister); the others line up by name.
    QStringList firstNames;
    QStringList others;
    for (Weapon weapon : CardText::allWeapons()) {
        const QList<RangeBands::Band> &bands = ranges.bands(weapon);
        for (int i = 0; i < bands.size(); ++i) {
            QStringList &names = i == 0 ? firstNames : others;
            if (!names.contains(bands.at(i).name))
                names.append(bands.at(i).name);
        }
    }
    QStringList firstWords;
    for (const QString &name : std::as_const(firstNames))
        firstWords.append(RuleText::text(name));
    table.header = QStringList { ChartTables::tr("Weapon"), firstWords.join(QLatin1String(" / ")) };
    for (const QString &name : std::as_const(others))
        table.header.append(RuleText::text(name));
    table.header.append(ChartTables::tr("defensive fire"));

    for (Weapon weapon : CardText::allWeapons()) {
        QStringList cells(table.header.size(), QStringLiteral("-"));
        cells[0] = RuleText::text(ranges.title(weapon));
        const QList<RangeBands::Band> &bands = ranges.bands(weapon);
        for (int i = 0; i < bands.size(); ++i) {
            const RangeBands::Band &band = bands.at(i);
            const int column = i == 0 ? 1 : 2 + others.indexOf(band.name);
            cells[column] = QStringLiteral("%1\" %2").arg(CardText::inchesText(band.limit),
                                                          CardText::signedText(band.modifier));
        }
        cells[table.header.size() - 1]
            = QStringLiteral("%1\"").arg(CardText::inchesText(ranges.defensiveFireRange(weapon)));
        table.rows.append(cells);
    }
    table.notes.append(ChartTables::tr("A band covers ranges above the previous band's limit up to "
                                       "its own; beyond the last, no fire. Canister only within "
                                       "canister range; ball there reads the short band."));
    return table;
}

} // namespace Adc
