// Names that could garble a sheet (a "%1", "%L1", an ampersand, markup, a
// right-to-left mark, 200 characters) print as written on the roster and
// in the after-action report.
#include "db/battlefixture.h"
#include "print/pdftext.h"

#include "print/report/afteractionreport.h"
#include "print/roster/rostersheet.h"
#include "testsuite.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using Adc::Testing::pdfText;

namespace {

const QStringList kNames { QStringLiteral("%1 %2 %3"),    QStringLiteral("T%1"),
                           QStringLiteral("%L1"),         QStringLiteral("&"),
                           QStringLiteral("<b>"),         QStringLiteral("Nassau\u200F 2/28"),
                           QString(200, QLatin1Char('N')) };

// Each unit fires at the next, on the other side, from 3" with a die of 7.
void fireDownTheList(TestBattle &battle, QList<qint64> *ids)
{
    for (int i = 0; i < kNames.size(); ++i)
        ids->append(battle.add(infantry(kNames.at(i),
                                        i % 2 ? QStringLiteral("Allied") : QStringLiteral("French"),
                                        QStringLiteral("Brigade %1").arg(i))));
    for (int i = 0; i + 1 < ids->size(); ++i) {
        const ActionOutcome fire
            = battle->apply({ { QStringLiteral("action"), QStringLiteral("fire") },
                              { QStringLiteral("firers"), QJsonArray { ids->at(i) } },
                              { QStringLiteral("target"), ids->at(i + 1) },
                              { QStringLiteral("range"), 3 },
                              { QStringLiteral("ap"), 1 },
                              { QStringLiteral("die"), 7 },
                              { QStringLiteral("boxcars_roll"), 9 } });
        QVERIFY2(fire.ok(), qPrintable(fire.error()));
    }
}

} // namespace

class tst_PrintedNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The report's roll log names each firer and target exactly.
    void reportRolls()
    {
        TestBattle battle;
        QVERIFY(battle.isValid());
        QList<qint64> ids;
        fireDownTheList(battle, &ids);
        const AfterActionReport report = AfterActionReport::fromBattle(*battle.battle);
        int fires = 0;
        for (const AfterActionReport::Roll &roll : report.rolls()) {
            if (roll.what != QLatin1String("fire die"))
                continue;
            QCOMPARE(roll.unit, kNames.at(fires));
            QVERIFY2(roll.outcome.endsWith(QStringLiteral(" on ") + kNames.at(fires + 1))
                         || roll.outcome.contains(QStringLiteral(" on ") + kNames.at(fires + 1)
                                                  + QLatin1Char(':')),
                     qPrintable(roll.outcome));
            ++fires;
        }
        QCOMPARE(fires, kNames.size() - 1);
    }

    // The printed roster and report read the names as written.
    void printedText()
    {
        TestBattle battle;
        QVERIFY(battle.isValid());
        QList<qint64> ids;
        fireDownTheList(battle, &ids);
        QTemporaryDir dir;
        const QString roster = dir.filePath(QStringLiteral("roster.pdf"));
        const Result<int> sheets
            = RosterSheet(RosterSheet::sourceOf(*battle.battle), RosterSheet::Options())
                  .writePdf(roster);
        QVERIFY2(sheets, qPrintable(sheets.error()));
        const QString report = dir.filePath(QStringLiteral("report.pdf"));
        const Result<int> pages
            = AfterActionReport::fromBattle(*battle.battle).writePdf(report, PageBoxes::Paper::A4);
        QVERIFY2(pages, qPrintable(pages.error()));
        for (const QString &path : { roster, report }) {
            const QString text = pdfText(path);
            QVERIFY(!text.isEmpty());
            // A name with spaces may wrap in its column: its words are there.
            for (const QString &name : kNames.mid(0, 5)) {
                for (const QString &word : name.split(QLatin1Char(' ')))
                    QVERIFY2(text.contains(word), qPrintable(name));
            }
            // pdftotext keeps no direction mark; the letters around it stay.
            QVERIFY(text.contains(QLatin1String("Nassau")));
            QVERIFY(!text.contains(QLatin1String("%4")) && !text.contains(QLatin1String("%5")));
        }
    }
};

ADC_TEST_MAIN(tst_PrintedNames)
#include "tst_printednames.moc"
