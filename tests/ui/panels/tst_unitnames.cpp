// Names that could garble a label (a "%1", "%L1", an ampersand, markup, a
// right-to-left mark, 200 characters) read in the window exactly as written.
#include "db/battlefixture.h"

#include "testsuite.h"
#include "ui/log/logmodel.h"
#include "ui/panels/unitpanel.h"

#include <QLabel>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

QStringList trickyNames()
{
    return { QStringLiteral("%1 %2 %3"),    QStringLiteral("T%1"),
             QStringLiteral("%L1"),         QStringLiteral("&"),
             QStringLiteral("<b>"),         QStringLiteral("Nassau\u200F 2/28"),
             QString(200, QLatin1Char('N')) };
}

} // namespace

class tst_UnitNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The unit panel's title names the unit, its brigade and side, as plain text.
    void unitPanelTitle()
    {
        TestBattle battle;
        QVERIFY(battle.isValid());
        UnitPanel panel;
        panel.setBattle(battle.battle.get());
        auto *title = panel.findChild<QLabel *>(QStringLiteral("unitTitle"));
        QVERIFY(title);
        for (const QString &name : trickyNames()) {
            const qint64 id = battle.add(infantry(name, QStringLiteral("%2 side"), name));
            panel.setUnit(id);
            QCOMPARE(title->text(),
                     name + QStringLiteral(" (") + name + QStringLiteral(", %2 side)"));
            QCOMPARE(title->textFormat(), Qt::PlainText);
        }
    }

    // The log list shows a fire between two such units with its range and
    // die, each name once and as written.
    void logSummary()
    {
        const QStringList names = trickyNames();
        for (int i = 0; i + 1 < names.size(); ++i) {
            TestBattle battle;
            QVERIFY(battle.isValid());
            const qint64 firer = battle.add(
                infantry(names.at(i), QStringLiteral("French"), QStringLiteral("Husson")));
            const qint64 target = battle.add(
                infantry(names.at(i + 1), QStringLiteral("Allied"), QStringLiteral("Pack")));
            LogModel model;
            model.setBattle(battle.battle.get());
            const ActionOutcome fire
                = battle->apply({ { QStringLiteral("action"), QStringLiteral("fire") },
                                  { QStringLiteral("firers"), QJsonArray { firer } },
                                  { QStringLiteral("target"), target },
                                  { QStringLiteral("range"), 3 },
                                  { QStringLiteral("ap"), 1 },
                                  { QStringLiteral("die"), 7 },
                                  { QStringLiteral("boxcars_roll"), 9 } });
            QVERIFY2(fire.ok(), qPrintable(fire.error()));
            const int steps = answerOf(fire).value(QStringLiteral("casualty_steps")).toInt();
            const QString shown
                = model.data(model.index(model.rowCount() - 1, LogModel::SummaryColumn)).toString();
            QCOMPARE(shown,
                     QStringLiteral("Fire: ") + names.at(i) + QStringLiteral(" at ")
                         + names.at(i + 1) + QStringLiteral(", 3\" (die 7): ")
                         + QString::number(steps)
                         + QStringLiteral(" step(s) \u00b7 fire die 1d10: 7, typed"));
        }
    }
};

ADC_TEST_MAIN(tst_UnitNames)
#include "tst_unitnames.moc"
