// Names are one line: a new unit, side, brigade, commander, feature or
// battle name holding a control character (NUL, a line break, a tab) is
// refused with a short message naming the field, on both engines, before
// any statement reaches the battle; a battle that already holds such a
// name still opens, reads and takes other edits.

#include "db/battlefixture.h"
#include "db/resulttesting.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

// The control characters tried in each field.
QList<std::pair<const char *, QString>> controls()
{
    return { { "NUL", QString(QChar(0)) },
             { "line break", QStringLiteral("\n") },
             { "tab", QStringLiteral("\t") },
             { "escape", QString(QChar(0x1b)) } };
}

QString withControl(const QString &control)
{
    return QStringLiteral("Ney") + control + QStringLiteral("Corps");
}

} // namespace

class tst_NameFields : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newNamesRefused_data();
    void newNamesRefused();
    void battleNameRefused();
    void olderNamesStillRead();
};

void tst_NameFields::newNamesRefused_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("control");
    for (const auto &[what, control] : controls()) {
        for (const char *field :
             { "unit.name", "unit.side", "unit.brigade", "brigade.side", "brigade.name",
               "brigade.commander", "feature.name", "edit.name", "edit.side", "edit.brigade" })
            QTest::addRow("%s, %s", field, what)
                << QString::fromLatin1(field).section(QLatin1Char('.'), 0, 0)
                << QString::fromLatin1(field).section(QLatin1Char('.'), 1) << control;
    }
}

void tst_NameFields::newNamesRefused()
{
    QFETCH(QString, action);
    QFETCH(QString, field);
    QFETCH(QString, control);
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(
        infantry(QStringLiteral("1e Ligne"), QStringLiteral("France"), QStringLiteral("Girard")));
    const QString dump = battle->canonicalDump();
    const qsizetype entries = battle->logHeaders().size();
    QJsonObject request;
    QString expected = field
        + QStringLiteral(": a name is one line, without line breaks or "
                         "control characters");
    if (action == QLatin1String("unit")) {
        QJsonObject unit = infantry(QStringLiteral("2e Ligne"), QStringLiteral("France"),
                                    QStringLiteral("Girard"))
                               .toJson();
        unit.remove(QStringLiteral("id"));
        unit.insert(field, withControl(control));
        request = { { QStringLiteral("action"), QStringLiteral("add-unit") },
                    { QStringLiteral("unit"), unit } };
        expected.prepend(QStringLiteral("unit."));
    } else if (action == QLatin1String("brigade")) {
        request = { { QStringLiteral("action"), QStringLiteral("add-brigade") },
                    { QStringLiteral("side"), QStringLiteral("France") },
                    { QStringLiteral("name"), QStringLiteral("Bachelu") } };
        request.insert(field, withControl(control));
    } else if (action == QLatin1String("feature")) {
        request = { { QStringLiteral("action"), QStringLiteral("add-feature") },
                    { QStringLiteral("name"), withControl(control) },
                    { QStringLiteral("kind"), QStringLiteral("woods") } };
    } else {
        request = { { QStringLiteral("action"), QStringLiteral("edit") },
                    { QStringLiteral("unit"), 1 },
                    { QStringLiteral("field"), field },
                    { QStringLiteral("value"), withControl(control) } };
    }
    const ActionOutcome outcome = battle->apply(request);
    QVERIFY(outcome.is(Failure::Kind::Malformed));
    QVERIFY2(outcome.error().contains(expected), qPrintable(outcome.error()));
    // In words, never the engine's own text.
    QVERIFY2(!outcome.error().contains(QLatin1String("INSERT"))
                 && !outcome.error().contains(QLatin1String("UPDATE"))
                 && !outcome.error().contains(QLatin1String("LINE")),
             qPrintable(outcome.error()));
    QCOMPARE(battle->canonicalDump(), dump);
    QCOMPARE(battle->logHeaders().size(), entries);
    // The battle goes on: the next action is done.
    QVERIFY(
        battle->apply(object(R"({"action": "edit", "unit": 1, "field": "ap", "value": 3})")).ok());
}

void tst_NameFields::battleNameRefused()
{
    for (const auto &[what, control] : controls()) {
        QTemporaryDir dir;
        QString database;
        const QString path = TestServer::enabled()
            ? TestServer::urlOf(database = TestServer::freshDatabase())
            : dir.filePath(QStringLiteral("battle.adc"));
        const Result<std::unique_ptr<Battle>> made
            = Battle::create(path, QStringLiteral("Ligny") + control + QStringLiteral("1815"));
        QVERIFY2(!made, what);
        QVERIFY2(made.error().contains(QLatin1String(
                     "name: a name is one line, without line breaks or control characters")),
                 qPrintable(made.error()));
        QVERIFY2(!made.error().contains(QLatin1String("INSERT")), qPrintable(made.error()));
        if (!database.isEmpty())
            TestServer::dropDatabase(database);
        else
            QVERIFY(!QFile::exists(path));
    }
}

// A battle written before names were checked: its names read as they are,
// and only a new value is refused.
void tst_NameFields::olderNamesStillRead()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(
        infantry(QStringLiteral("1e Ligne"), QStringLiteral("France"), QStringLiteral("Girard")));
    // A tab: a server keeps no NUL at all.
    const QString old = QStringLiteral("Old\tGuard");
    QVERIFY(battle.changeOutside(QStringLiteral("UPDATE units SET name = '") + old
                                 + QStringLiteral("'")));
    QVERIFY(battle.changeOutside(QStringLiteral("UPDATE sides SET name = 'Fr\tance'")));
    QVERIFY(battle.reopen());
    QCOMPARE(battle.unit(id).name, old);
    QCOMPARE(battle.unit(id).side, QStringLiteral("Fr\tance"));
    battle.edit(id, QStringLiteral("ap"), 2);
    QCOMPARE(battle.unit(id).ap, 2);
    QCOMPARE(battle.unit(id).name, old);
    battle.edit(id, QStringLiteral("name"), QStringLiteral("Young Guard"));
    QCOMPARE(battle.unit(id).name, QStringLiteral("Young Guard"));
}

ADC_TEST_GUILESS_MAIN(tst_NameFields)
#include "tst_namefields.moc"
