// Who may pool with a lead firer, and why not: the one answer the fire
// dialog offers and the fire planner refuses by.

#include "core/fire/fireplanner.h"
#include "core/fire/firepool.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

namespace {

UnitRecord battalion(qint64 id, const QString &name, const QString &side, const QString &brigade)
{
    UnitRecord unit;
    unit.id = id;
    unit.name = name;
    unit.side = side;
    unit.brigade = brigade;
    unit.arm = Arm::Infantry;
    unit.castings = 12;
    unit.castingsInitial = 12;
    unit.cw = 12;
    unit.ap = 8;
    return unit;
}

} // namespace

class tst_FirePool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void partnersAndReasons();
    void plannerRefusesWithTheSameWords();
};

void tst_FirePool::partnersAndReasons()
{
    const UnitRecord lead = battalion(1, QStringLiteral("2e Léger"), QStringLiteral("French"),
                                      QStringLiteral("Husson"));
    const UnitRecord partner = battalion(2, QStringLiteral("61e Ligne"), QStringLiteral("French"),
                                         QStringLiteral("Husson"));
    const UnitRecord stranger = battalion(3, QStringLiteral("72e Ligne"), QStringLiteral("French"),
                                          QStringLiteral("Campi"));
    const UnitRecord enemy = battalion(4, QStringLiteral("Nassau"), QStringLiteral("Allied"),
                                       QStringLiteral("Husson"));
    UnitRecord spent = partner;
    spent.id = 5;
    spent.name = QStringLiteral("4e Léger");
    spent.castings = 0;
    const QList<UnitRecord> units { stranger, lead, partner, enemy, spent };

    const QList<UnitRecord> partners = FirePool::partners(lead, units);
    QCOMPARE(partners.size(), 2);
    QCOMPARE(partners.at(0).id, lead.id);
    QCOMPARE(partners.at(1).id, partner.id);

    const QList<FirePool::Candidate> answers = FirePool::candidates(lead, units);
    QCOMPARE(answers.size(), units.size());
    QCOMPARE(answers.first().unit.id, lead.id);
    for (const FirePool::Candidate &answer : answers) {
        if (answer.unit.id == lead.id || answer.unit.id == partner.id)
            QVERIFY2(answer.allowed(), qPrintable(answer.refusal));
    }
    QCOMPARE(FirePool::refusal(lead, stranger),
             QStringLiteral("pooled fire is for units of one brigade: 2e Léger is of Husson, "
                            "72e Ligne of Campi"));
    QCOMPARE(FirePool::refusal(lead, enemy),
             QStringLiteral("pooled fire is for units of one brigade: 2e Léger is of Husson, "
                            "Nassau of Husson"));
    QCOMPARE(FirePool::refusal(lead, spent), QStringLiteral("4e Léger has no castings left"));
}

void tst_FirePool::plannerRefusesWithTheSameWords()
{
    const UnitRecord lead = battalion(1, QStringLiteral("2e Léger"), QStringLiteral("French"),
                                      QStringLiteral("Husson"));
    const UnitRecord stranger = battalion(3, QStringLiteral("72e Ligne"), QStringLiteral("French"),
                                          QStringLiteral("Campi"));
    const UnitRecord target = battalion(4, QStringLiteral("Nassau"), QStringLiteral("Allied"),
                                        QStringLiteral("Saxe-Weimar"));
    FireOrder order;
    order.firers = { lead.id, stranger.id };
    order.target = target.id;
    order.range = 3;
    const FirePlan plan = FirePlanner::plan(order, { lead, stranger, target }, {}, Rulings());
    QVERIFY(!plan.ready());
    QCOMPARE(plan.reason, FirePool::refusal(lead, stranger));
}

ADC_TEST_APPLESS_MAIN(tst_FirePool)
#include "tst_firepool.moc"
