#include "print/report/reportcsv.h"

#include "db/io/csvformula.h"
#include "print/report/afteractionreport.h"

namespace Adc {

namespace {

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))
        && !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvLine(QStringList fields)
{
    for (QString &field : fields)
        field = csvField(field);
    return fields.join(QLatin1Char(',')) + QLatin1Char('\n');
}

} // namespace

QStringList ReportCsv::columns()
{
    return { QStringLiteral("record"),
             QStringLiteral("side"),
             QStringLiteral("brigade"),
             QStringLiteral("unit"),
             QStringLiteral("units"),
             QStringLiteral("castings_initial"),
             QStringLiteral("castings"),
             QStringLiteral("castings_lost"),
             QStringLiteral("steps"),
             QStringLiteral("ap_spent"),
             QStringLiteral("ap_small_arms"),
             QStringLiteral("ap_ball"),
             QStringLiteral("ap_canister"),
             QStringLiteral("fires"),
             QStringLiteral("steps_inflicted"),
             QStringLiteral("log_id"),
             QStringLiteral("turn"),
             QStringLiteral("segment"),
             QStringLiteral("action"),
             QStringLiteral("what"),
             QStringLiteral("dice"),
             QStringLiteral("faces"),
             QStringLiteral("total"),
             QStringLiteral("outcome"),
             QStringLiteral("undone") };
}

std::optional<QByteArray> ReportCsv::of(const AfterActionReport &report, const Progress &progress)
{
    using Tally = AfterActionReport::Tally;
    const int count = columns().size();
    QString text = columns().join(QLatin1Char(',')) + QLatin1Char('\n');
    int rows = int(report.rolls().size());
    for (const AfterActionReport::SideLine &side : report.sides()) {
        rows += 1 + int(side.brigades.size());
        for (const AfterActionReport::BrigadeLine &brigade : side.brigades)
            rows += int(brigade.units.size());
    }
    int done = 0;
    bool stopped = progress && !progress(0, rows);
    // Every 256 rows, the caller may stop the export.
    auto tick = [&] {
        if (progress && !stopped && ++done % 256 == 0)
            stopped = !progress(done, rows);
        return !stopped;
    };
    auto tallyRow = [&](const QString &record, const QString &side, const QString &brigade,
                        const QString &unit, const Tally &tally) {
        // Names a spreadsheet would run as formulas are escaped; numbers are not.
        QStringList fields { record,
                             CsvFormula::escape(side),
                             CsvFormula::escape(brigade),
                             CsvFormula::escape(unit),
                             QString::number(tally.units),
                             QString::number(tally.castingsInitial),
                             QString::number(tally.castings),
                             QString::number(tally.castingsLost),
                             QString::number(tally.steps),
                             QString::number(tally.apSpent()),
                             QString::number(tally.apSmallArms),
                             QString::number(tally.apBall),
                             QString::number(tally.apCanister),
                             QString::number(tally.fires),
                             QString::number(tally.stepsInflicted) };
        while (fields.size() < count)
            fields.append(QString());
        text += csvLine(fields);
        tick();
    };
    for (const AfterActionReport::SideLine &side : report.sides()) {
        tallyRow(QStringLiteral("side"), side.side, QString(), QString(), side.tally);
        for (const AfterActionReport::BrigadeLine &brigade : side.brigades) {
            tallyRow(QStringLiteral("brigade"), side.side, brigade.brigade, QString(),
                     brigade.tally);
            for (const AfterActionReport::UnitLine &unit : brigade.units)
                tallyRow(QStringLiteral("unit"), side.side, brigade.brigade, unit.unit.name,
                         unit.tally);
        }
    }
    const int logColumn = columns().indexOf(QStringLiteral("log_id"));
    for (const AfterActionReport::Roll &roll : report.rolls()) {
        QStringList fields { QStringLiteral("roll"), CsvFormula::escape(roll.side),
                             CsvFormula::escape(roll.brigade), CsvFormula::escape(roll.unit) };
        while (fields.size() < logColumn)
            fields.append(QString());
        fields << QString::number(roll.logId) << QString::number(roll.turn)
               << QString::number(roll.segment) << CsvFormula::escape(roll.action)
               << CsvFormula::escape(roll.what) << CsvFormula::escape(roll.dice)
               << CsvFormula::escape(roll.facesText()) << QString::number(roll.total)
               << CsvFormula::escape(roll.outcome)
               << (roll.undone ? QStringLiteral("true") : QStringLiteral("false"));
        text += csvLine(fields);
        if (!tick())
            return std::nullopt;
    }
    if (stopped || (progress && !progress(rows, rows)))
        return std::nullopt;
    return text.toUtf8();
}

} // namespace Adc
