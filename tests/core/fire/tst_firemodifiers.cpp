#include "core/fire/firemodifiers.h"
#include "core/fire/fireresolver.h"
#include "core/fire/firetesting.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

namespace {
// A plain fire by each arm with nothing but the range band on it: the short
// band (0), 1 AP for small arms, 2 AP for guns (rate of fire 0), die 5.
FireRequest baseline(Arm arm, Shot shot = Shot::Ball)
{
    FireRequest request;
    request.arm = arm;
    request.die = 5;
    switch (arm) {
    case Arm::Infantry:
    case Arm::Cavalry:
        request.stands = 3;
        request.weapon = Weapon::Musket;
        request.range = 2;
        break;
    case Arm::Artillery:
        request.tubes = 6;
        request.weapon = Weapon::Gun12pdr;
        request.range = shot == Shot::Canister ? 5 : 10;
        request.ap = 2;
        break;
    case Arm::BattalionGuns:
        request.tubes = 2;
        request.weapon = Weapon::Gun4pdr;
        request.range = shot == Shot::Canister ? 3 : 5;
        request.ap = 2;
        break;
    }
    request.shot = shot;
    return request;
}

FireRequest with(FireRequest request, const QStringList &conditions)
{
    request.conditions = conditions;
    return request;
}

using AdcTest::modifiersText;
} // namespace

class tst_FireModifiers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void vocabulary();
    void tableValue_data();
    void tableValue();
    void alone_data();
    void alone();
    void scrounging_data();
    void scrounging();
    void boxcarsFace_data();
    void boxcarsFace();
    void apLimit_data();
    void apLimit();
    void forbidding_data();
    void forbidding();
    void ignored_data();
    void ignored();
    void requestError_data();
    void requestError();
};

// The table's conditions are exactly the command line's vocabulary (docs/contract.md).
void tst_FireModifiers::vocabulary()
{
    const QStringList cli {
        QStringLiteral("initial-volley"),
        QStringLiteral("initial-fire"),
        QStringLiteral("scrounging"),
        QStringLiteral("ricochet"),
        QStringLiteral("firer-moved-over-half"),
        QStringLiteral("guns-moved-under-half"),
        QStringLiteral("guns-moved-over-half"),
        QStringLiteral("firer-shaken"),
        QStringLiteral("firer-disordered"),
        QStringLiteral("firer-routed"),
        QStringLiteral("firer-broken"),
        QStringLiteral("firer-in-smoke"),
        QStringLiteral("cover-sparse"),
        QStringLiteral("cover-light"),
        QStringLiteral("cover-medium"),
        QStringLiteral("cover-heavy"),
        QStringLiteral("target-in-smoke"),
        QStringLiteral("target-flank"),
        QStringLiteral("target-square"),
        QStringLiteral("target-closed-column"),
        QStringLiteral("target-open-order-in-cover"),
        QStringLiteral("counter-battery"),
        // Sight for artillery (docs/contract.md; seed 001, Hills).
        QStringLiteral("hill-between"),
        QStringLiteral("target-on-hill"),
        QStringLiteral("wooded-hill-between"),
        QStringLiteral("friends-between"),
        QStringLiteral("firer-on-hill"),
        QStringLiteral("friends-2in-clear"),
    };
    QStringList table = FireModifiers::standard().ids();
    QStringList expected = cli;
    table.sort();
    expected.sort();
    QCOMPARE(table, expected);
}

void tst_FireModifiers::tableValue_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("ball");
    QTest::addColumn<int>("canister");
    QTest::addColumn<bool>("forbids");
    // Seed 002, OTHER FIRE MODIFIERS; NA reads as "forbids".
    QTest::newRow("initial volley +2") << "initial-volley" << 2 << 2 << false;
    QTest::newRow("scrounging -3 (house ruling)") << "scrounging" << -3 << -3 << false;
    QTest::newRow("initial fire +1") << "initial-fire" << 1 << 1 << false;
    QTest::newRow("ricochet -2") << "ricochet" << -2 << -2 << false;
    QTest::newRow("infantry moved over half -1") << "firer-moved-over-half" << -1 << -1 << false;
    QTest::newRow("battalion guns moved under half -1")
        << "guns-moved-under-half" << -1 << -1 << false;
    QTest::newRow("battalion guns moved over half NA") << "guns-moved-over-half" << 0 << 0 << true;
    QTest::newRow("shaken -2") << "firer-shaken" << -2 << -2 << false;
    QTest::newRow("disordered -4") << "firer-disordered" << -4 << -4 << false;
    QTest::newRow("routed NA") << "firer-routed" << 0 << 0 << true;
    QTest::newRow("broken NA") << "firer-broken" << 0 << 0 << true;
    QTest::newRow("firer in smoke: no modifier") << "firer-in-smoke" << 0 << 0 << false;
    QTest::newRow("sparse cover -1") << "cover-sparse" << -1 << -1 << false;
    QTest::newRow("light cover -3") << "cover-light" << -3 << -3 << false;
    QTest::newRow("medium cover -5") << "cover-medium" << -5 << -5 << false;
    QTest::newRow("heavy cover -8") << "cover-heavy" << -8 << -8 << false;
    QTest::newRow("target in smoke -2") << "target-in-smoke" << -2 << -2 << false;
    QTest::newRow("flank +5") << "target-flank" << 5 << 5 << false;
    QTest::newRow("square +5") << "target-square" << 5 << 5 << false;
    QTest::newRow("closed column +3") << "target-closed-column" << 3 << 3 << false;
    QTest::newRow("open order in cover -5") << "target-open-order-in-cover" << -5 << -5 << false;
    QTest::newRow("counter-battery ball -7, canister -4") << "counter-battery" << -7 << -4 << false;
}

void tst_FireModifiers::tableValue()
{
    QFETCH(QString, id);
    QFETCH(int, ball);
    QFETCH(int, canister);
    QFETCH(bool, forbids);
    const FireModifiers &table = FireModifiers::standard();
    const int index = table.indexOf(id);
    QVERIFY(index >= 0);
    const FireModifiers::Rule &rule = table.rule(index);
    QCOMPARE(rule.valueFor(Shot::Ball, Rulings()), ball);
    QCOMPARE(rule.valueFor(Shot::Canister, Rulings()), canister);
    QCOMPARE(rule.forbids, forbids);
    QCOMPARE(rule.reason.isEmpty(), !forbids);
}

void tst_FireModifiers::alone_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("arm");
    QTest::addColumn<int>("shot");
    QTest::addColumn<int>("value");
    const int inf = int(Arm::Infantry);
    const int cav = int(Arm::Cavalry);
    const int art = int(Arm::Artillery);
    const int bg = int(Arm::BattalionGuns);
    const int ball = int(Shot::Ball);
    const int canister = int(Shot::Canister);
    QTest::newRow("initial-volley, infantry: +2") << "initial-volley" << inf << ball << 2;
    QTest::newRow("scrounging, infantry: -3") << "scrounging" << inf << ball << -3;
    QTest::newRow("initial-fire, artillery: +1") << "initial-fire" << art << ball << 1;
    QTest::newRow("initial-fire, battalion guns: +1") << "initial-fire" << bg << ball << 1;
    QTest::newRow("ricochet, artillery ball: -2") << "ricochet" << art << ball << -2;
    QTest::newRow("ricochet, battalion guns ball: -2") << "ricochet" << bg << ball << -2;
    QTest::newRow("firer-moved-over-half, infantry: -1")
        << "firer-moved-over-half" << inf << ball << -1;
    QTest::newRow("guns-moved-under-half, battalion guns: -1")
        << "guns-moved-under-half" << bg << ball << -1;
    QTest::newRow("firer-shaken, infantry: -2") << "firer-shaken" << inf << ball << -2;
    QTest::newRow("firer-shaken, artillery: -2") << "firer-shaken" << art << ball << -2;
    QTest::newRow("firer-disordered, infantry: -4") << "firer-disordered" << inf << ball << -4;
    QTest::newRow("firer-disordered, battalion guns: -4")
        << "firer-disordered" << bg << canister << -4;
    QTest::newRow("firer-in-smoke, infantry: 0, not listed")
        << "firer-in-smoke" << inf << ball << 0;
    QTest::newRow("cover-sparse, infantry: -1") << "cover-sparse" << inf << ball << -1;
    QTest::newRow("cover-light, infantry: -3") << "cover-light" << inf << ball << -3;
    QTest::newRow("cover-medium, artillery: -5") << "cover-medium" << art << ball << -5;
    QTest::newRow("cover-heavy, artillery canister: -8") << "cover-heavy" << art << canister << -8;
    QTest::newRow("target-in-smoke, infantry: -2") << "target-in-smoke" << inf << ball << -2;
    QTest::newRow("target-in-smoke, artillery: -2") << "target-in-smoke" << art << ball << -2;
    QTest::newRow("target-flank, infantry: +5") << "target-flank" << inf << ball << 5;
    QTest::newRow("target-flank, artillery canister: +5") << "target-flank" << art << canister << 5;
    QTest::newRow("target-square, infantry: +5") << "target-square" << inf << ball << 5;
    QTest::newRow("target-square, artillery: +5") << "target-square" << art << ball << 5;
    QTest::newRow("target-closed-column, cavalry: +3")
        << "target-closed-column" << cav << ball << 3;
    QTest::newRow("target-open-order-in-cover, infantry: -5")
        << "target-open-order-in-cover" << inf << ball << -5;
    QTest::newRow("counter-battery, artillery ball: -7") << "counter-battery" << art << ball << -7;
    QTest::newRow("counter-battery, artillery canister: -4")
        << "counter-battery" << art << canister << -4;
    QTest::newRow("counter-battery, battalion guns ball: -7")
        << "counter-battery" << bg << ball << -7;
    QTest::newRow("counter-battery, battalion guns canister: -4")
        << "counter-battery" << bg << canister << -4;
}

// Each condition on its own changes the roll by its value and is listed
// after the baseline's modifiers.
void tst_FireModifiers::alone()
{
    QFETCH(QString, id);
    QFETCH(int, arm);
    QFETCH(int, shot);
    QFETCH(int, value);
    const FireRequest plain = baseline(static_cast<Arm>(arm), static_cast<Shot>(shot));
    const FireResult before = FireResolver::resolve(plain, Rulings());
    const FireResult after = FireResolver::resolve(with(plain, { id }), Rulings());
    QVERIFY2(before.allowed, qPrintable(before.reason));
    QVERIFY2(after.allowed, qPrintable(after.reason));
    QCOMPARE(after.modifiedRoll, before.modifiedRoll + value);
    QList<FireModifier> expected = before.modifiers;
    if (value != 0)
        expected << FireModifier { id, value };
    QCOMPARE(modifiersText(after.modifiers), modifiersText(expected));
    for (const QString &note : after.notes)
        QVERIFY2(!note.contains(QStringLiteral("ignored")), qPrintable(note));
}

void tst_FireModifiers::scrounging_data()
{
    QTest::addColumn<int>("setting");
    QTest::newRow("house ruling: the chart's -3") << -3;
    QTest::newRow("the ammunition text's -5") << -5;
    QTest::newRow("an umpire's 0: nothing listed") << 0;
}

// The scrounging value is the umpire's ruling, never a constant.
void tst_FireModifiers::scrounging()
{
    QFETCH(int, setting);
    Rulings rulings;
    rulings.scroungingModifier = setting;
    const FireRequest plain = baseline(Arm::Infantry);
    const FireResult before = FireResolver::resolve(plain, rulings);
    const FireResult after
        = FireResolver::resolve(with(plain, { QStringLiteral("scrounging") }), rulings);
    QVERIFY(after.allowed);
    QCOMPARE(after.modifiedRoll, before.modifiedRoll + setting);
    const bool listed
        = modifiersText(after.modifiers).contains(QStringLiteral("scrounging:%1").arg(setting));
    QCOMPARE(listed, setting != 0);
    QVERIFY(after.notes.join(QLatin1Char(' ')).contains(QStringLiteral("boxcars")));
}

void tst_FireModifiers::boxcarsFace_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("arm");
    QTest::addColumn<int>("die");
    QTest::addColumn<QStringList>("conditions");
    QTest::addColumn<bool>("boxcars");
    const int inf = int(Arm::Infantry);
    const int art = int(Arm::Artillery);
    QTest::newRow("house face 10, natural 10: boxcars") << 10 << inf << 10 << QStringList() << true;
    QTest::newRow("house face 10, natural 9: none") << 10 << inf << 9 << QStringList() << false;
    QTest::newRow("house face 10, artillery natural 10: boxcars")
        << 10 << art << 10 << QStringList() << true;
    QTest::newRow("face 1, natural 1: boxcars") << 1 << inf << 1 << QStringList() << true;
    QTest::newRow("face 1, natural 10: none") << 1 << inf << 10 << QStringList() << false;
    QTest::newRow("scrounging, natural 10: suspended")
        << 10 << inf << 10 << QStringList { QStringLiteral("scrounging") } << false;
    QTest::newRow("scrounging ignored for artillery, natural 10: boxcars")
        << 10 << art << 10 << QStringList { QStringLiteral("scrounging") } << true;
    QTest::newRow("modifiers do not make boxcars: natural 9 with flank +5")
        << 10 << inf << 9 << QStringList { QStringLiteral("target-flank") } << false;
}

void tst_FireModifiers::boxcarsFace()
{
    QFETCH(int, face);
    QFETCH(int, arm);
    QFETCH(int, die);
    QFETCH(QStringList, conditions);
    QFETCH(bool, boxcars);
    Rulings rulings;
    rulings.boxcarsFace = face;
    FireRequest request = with(baseline(static_cast<Arm>(arm)), conditions);
    request.die = die;
    const FireResult result = FireResolver::resolve(request, rulings);
    QVERIFY(result.allowed);
    QCOMPARE(result.boxcars, boxcars);
}

void tst_FireModifiers::apLimit_data()
{
    QTest::addColumn<int>("arm");
    QTest::addColumn<int>("ap");
    QTest::addColumn<QStringList>("conditions");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("modifier"); // id:value listed, or empty
    const int inf = int(Arm::Infantry);
    const int cav = int(Arm::Cavalry);
    const int art = int(Arm::Artillery);
    const int bg = int(Arm::BattalionGuns);
    const QStringList smoke { QStringLiteral("firer-in-smoke") };
    QTest::newRow("infantry 1 AP: no modifier") << inf << 1 << QStringList() << true << QString();
    QTest::newRow("infantry 2 AP: ap-2 +1") << inf << 2 << QStringList() << true << "ap-2:1";
    QTest::newRow("infantry 3 AP: more than small arms may fire")
        << inf << 3 << QStringList() << false << QString();
    QTest::newRow("cavalry 2 AP: ap-2 +1") << cav << 2 << QStringList() << true << "ap-2:1";
    QTest::newRow("cavalry 3 AP: refused") << cav << 3 << QStringList() << false << QString();
    QTest::newRow("infantry in smoke 1 AP") << inf << 1 << smoke << true << QString();
    QTest::newRow("infantry in smoke 2 AP: refused") << inf << 2 << smoke << false << QString();
    QTest::newRow("infantry scrounging 2 AP: refused (1 AP a segment)")
        << inf << 2 << QStringList { QStringLiteral("scrounging") } << false << QString();
    QTest::newRow("artillery 1 AP: rate-of-fire-1 -1")
        << art << 1 << QStringList() << true << "rate-of-fire-1:-1";
    QTest::newRow("artillery 2 AP: no modifier") << art << 2 << QStringList() << true << QString();
    QTest::newRow("artillery 3 AP: rate-of-fire-3 +1")
        << art << 3 << QStringList() << true << "rate-of-fire-3:1";
    QTest::newRow("artillery 4 AP: rate-of-fire-4 +2")
        << art << 4 << QStringList() << true << "rate-of-fire-4:2";
    QTest::newRow("artillery 5 AP: more than guns may fire")
        << art << 5 << QStringList() << false << QString();
    QTest::newRow("battalion guns 4 AP: +2")
        << bg << 4 << QStringList() << true << "rate-of-fire-4:2";
    QTest::newRow("battalion guns 5 AP: refused") << bg << 5 << QStringList() << false << QString();
    QTest::newRow("artillery in smoke 4 AP: smoke limits small arms only")
        << art << 4 << smoke << true << "rate-of-fire-4:2";
}

void tst_FireModifiers::apLimit()
{
    QFETCH(int, arm);
    QFETCH(int, ap);
    QFETCH(QStringList, conditions);
    QFETCH(bool, allowed);
    QFETCH(QString, modifier);
    FireRequest request = with(baseline(static_cast<Arm>(arm)), conditions);
    request.ap = ap;
    const FireResult result = FireResolver::resolve(request, Rulings());
    QCOMPARE(result.allowed, allowed);
    if (!allowed) {
        QVERIFY(result.reason.contains(QStringLiteral("AP")));
        QVERIFY(result.modifiers.isEmpty());
        QVERIFY(FireResolver::odds(request, Rulings()).odds.isEmpty());
        return;
    }
    const QString text = modifiersText(result.modifiers);
    const bool hasAp
        = text.contains(QStringLiteral("ap-")) || text.contains(QStringLiteral("rate-of-fire"));
    QCOMPARE(hasAp, !modifier.isEmpty());
    if (!modifier.isEmpty())
        QVERIFY2(text.contains(modifier), qPrintable(text));
    QCOMPARE(result.apSpent, ap);
    // The limits are read from the table.
    QVERIFY(FireModifiers::standard().apLimit(static_cast<Arm>(arm)) >= ap);
}

void tst_FireModifiers::forbidding_data()
{
    QTest::addColumn<int>("arm");
    QTest::addColumn<int>("shot");
    QTest::addColumn<QString>("condition");
    QTest::addColumn<QString>("reason");
    const int ball = int(Shot::Ball);
    QTest::newRow("routed infantry cannot fire") << int(Arm::Infantry) << ball << "firer-routed"
                                                 << "routed";
    QTest::newRow("broken infantry cannot fire") << int(Arm::Infantry) << ball << "firer-broken"
                                                 << "broken";
    QTest::newRow("routed artillery cannot fire") << int(Arm::Artillery) << ball << "firer-routed"
                                                  << "routed";
    QTest::newRow("broken cavalry cannot fire") << int(Arm::Cavalry) << ball << "firer-broken"
                                                << "broken";
    QTest::newRow("battalion guns moved over half cannot fire")
        << int(Arm::BattalionGuns) << ball << "guns-moved-over-half"
        << "moved over half";
    QTest::newRow("ricochet by small arms is refused") << int(Arm::Infantry) << ball << "ricochet"
                                                       << "guns";
    QTest::newRow("ricochet with canister is refused")
        << int(Arm::Artillery) << int(Shot::Canister) << "ricochet"
        << "canister";
    QTest::newRow("battalion guns ricochet with canister is refused")
        << int(Arm::BattalionGuns) << int(Shot::Canister) << "ricochet"
        << "canister";
}

void tst_FireModifiers::forbidding()
{
    QFETCH(int, arm);
    QFETCH(int, shot);
    QFETCH(QString, condition);
    QFETCH(QString, reason);
    const FireRequest request
        = with(baseline(static_cast<Arm>(arm), static_cast<Shot>(shot)), { condition });
    QVERIFY(FireResolver::requestError(request).isEmpty());
    const FireResult result = FireResolver::resolve(request, Rulings());
    QVERIFY(!result.allowed);
    QVERIFY2(result.reason.contains(reason), qPrintable(result.reason));
    QVERIFY(result.band.isEmpty());
    QCOMPARE(result.casualtySteps, 0);
    const FireOdds odds = FireResolver::odds(request, Rulings());
    QVERIFY(!odds.allowed);
    QCOMPARE(odds.reason, result.reason);
    QVERIFY(odds.odds.isEmpty());
}

void tst_FireModifiers::ignored_data()
{
    QTest::addColumn<int>("arm");
    QTest::addColumn<QString>("condition");
    QTest::newRow("initial-volley is not for artillery") << int(Arm::Artillery) << "initial-volley";
    QTest::newRow("initial-volley is not for battalion guns")
        << int(Arm::BattalionGuns) << "initial-volley";
    QTest::newRow("initial-fire is not for infantry") << int(Arm::Infantry) << "initial-fire";
    QTest::newRow("initial-fire is not for cavalry") << int(Arm::Cavalry) << "initial-fire";
    // The seed's words name infantry: cavalry only under the ruling
    // cavalry-fires-as-infantry (off by default; tst_armrules).
    QTest::newRow("initial-volley is infantry's") << int(Arm::Cavalry) << "initial-volley";
    QTest::newRow("infantry over half is infantry's")
        << int(Arm::Cavalry) << "firer-moved-over-half";
    QTest::newRow("guns-moved-under-half is not for infantry")
        << int(Arm::Infantry) << "guns-moved-under-half";
    QTest::newRow("guns-moved-over-half is not for infantry")
        << int(Arm::Infantry) << "guns-moved-over-half";
    QTest::newRow("guns-moved-under-half is for battalion guns, not a battery")
        << int(Arm::Artillery) << "guns-moved-under-half";
    QTest::newRow("guns-moved-over-half is for battalion guns, not a battery")
        << int(Arm::Artillery) << "guns-moved-over-half";
    QTest::newRow("firer-moved-over-half is not for artillery")
        << int(Arm::Artillery) << "firer-moved-over-half";
    QTest::newRow("firer-moved-over-half is not for battalion guns")
        << int(Arm::BattalionGuns) << "firer-moved-over-half";
    QTest::newRow("scrounging is not for artillery") << int(Arm::Artillery) << "scrounging";
    QTest::newRow("counter-battery is not for infantry") << int(Arm::Infantry) << "counter-battery";
    QTest::newRow("firer-in-smoke limits small arms only")
        << int(Arm::Artillery) << "firer-in-smoke";
}

void tst_FireModifiers::ignored()
{
    QFETCH(int, arm);
    QFETCH(QString, condition);
    const FireRequest plain = baseline(static_cast<Arm>(arm));
    const FireResult before = FireResolver::resolve(plain, Rulings());
    const FireResult after = FireResolver::resolve(with(plain, { condition }), Rulings());
    QVERIFY2(after.allowed, qPrintable(after.reason));
    QCOMPARE(after.modifiedRoll, before.modifiedRoll);
    QCOMPARE(modifiersText(after.modifiers), modifiersText(before.modifiers));
    QCOMPARE(after.notes.size(), before.notes.size() + 1);
    QVERIFY(after.notes.last().contains(condition));
    QVERIFY(after.notes.last().contains(QStringLiteral("ignored")));
}

void tst_FireModifiers::requestError_data()
{
    QTest::addColumn<QStringList>("conditions");
    QTest::addColumn<QString>("error");
    QTest::newRow("two covers") << QStringList { QStringLiteral("cover-light"),
                                                 QStringLiteral("cover-heavy") }
                                << "conditions: cover-light and cover-heavy";
    QTest::newRow("two morale states")
        << QStringList { QStringLiteral("firer-shaken"), QStringLiteral("firer-disordered") }
        << "conditions: firer-shaken and firer-disordered";
    QTest::newRow("square and closed column")
        << QStringList { QStringLiteral("target-square"), QStringLiteral("target-closed-column") }
        << "conditions: target-square and target-closed-column";
    QTest::newRow("unknown condition") << QStringList { QStringLiteral("target-rear") }
                                       << "conditions: \"target-rear\" is not one of";
    QTest::newRow("cover and smoke may hold together")
        << QStringList { QStringLiteral("cover-light"), QStringLiteral("target-in-smoke") }
        << QString();
    QTest::newRow("a condition named twice counts once")
        << QStringList { QStringLiteral("target-flank"), QStringLiteral("target-flank") }
        << QString();
}

void tst_FireModifiers::requestError()
{
    QFETCH(QStringList, conditions);
    QFETCH(QString, error);
    const FireRequest request = with(baseline(Arm::Infantry), conditions);
    const QString found = FireResolver::requestError(request);
    if (error.isEmpty()) {
        QVERIFY2(found.isEmpty(), qPrintable(found));
        const FireResult result = FireResolver::resolve(request, Rulings());
        QVERIFY(result.allowed);
        // A condition named twice is applied once.
        int flank = 0;
        for (const FireModifier &modifier : result.modifiers)
            flank += modifier.id == QLatin1String("target-flank") ? 1 : 0;
        QVERIFY(flank <= 1);
        return;
    }
    QVERIFY2(found.startsWith(error), qPrintable(found));
    const FireResult result = FireResolver::resolve(request, Rulings());
    QVERIFY(!result.allowed);
    QVERIFY(result.reason.contains(error));
}

ADC_TEST_APPLESS_MAIN(tst_FireModifiers)
#include "tst_firemodifiers.moc"
