// A log entry, small or large (an import's), is stored as the compact JSON
// of all its rows, in order, and the chain holds.

#include "db/battle/battle.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Adc;

class tst_LogTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void largeEntryIsItsCompactJson_data();
    void largeEntryIsItsCompactJson();
};

namespace {

QList<UnitRecord> battalions(int count)
{
    QList<UnitRecord> units;
    for (int i = 0; i < count; ++i) {
        UnitRecord unit;
        unit.side = i % 2 ? QStringLiteral("French") : QStringLiteral("Anglo-Allied");
        unit.brigade = QStringLiteral("Brigade %1").arg(i / 8);
        unit.name = QStringLiteral("Battalion \"%1\" \\ é").arg(i);
        unit.arm = Arm::Infantry;
        unit.castingsInitial = unit.castings = 12;
        unit.cwInitial = unit.cw = 10;
        unit.ap = 8;
        unit.weapon = Weapon::Musket;
        units.append(unit);
    }
    return units;
}

} // namespace

void tst_LogTable::largeEntryIsItsCompactJson_data()
{
    QTest::addColumn<int>("units");
    QTest::newRow("a few units") << 5;
    QTest::newRow("more than a thousand rows") << 1500;
}

void tst_LogTable::largeEntryIsItsCompactJson()
{
    QFETCH(int, units);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("log.adc"));
    {
        Result<std::unique_ptr<Battle>> battle = Battle::create(path, QStringLiteral("Log"));
        QVERIFY2(battle, qPrintable(battle.error()));
        const Result<QList<qint64>> ids = (*battle)->addUnits(battalions(units));
        QVERIFY2(ids, qPrintable(ids.error()));
        QCOMPARE(ids->size(), units);
        const CheckReport report = (*battle)->check();
        QVERIFY2(report.problems.isEmpty(), qPrintable(report.problems.join(QLatin1Char('\n'))));
    }
    QByteArray stored;
    {
        QSqlDatabase database
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("read"));
        database.setDatabaseName(path);
        QVERIFY(database.open());
        QSqlQuery query(database);
        QVERIFY(query.exec(QStringLiteral("SELECT changes FROM log ORDER BY id DESC LIMIT 1")));
        QVERIFY(query.next());
        stored = query.value(0).toString().toUtf8();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("read"));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(stored, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    int unitRows = 0;
    for (const QJsonValue &change : document.array())
        unitRows += change.toObject().value(QStringLiteral("table")).toString()
            == QLatin1String("units");
    QCOMPARE(unitRows, units);
    QCOMPARE(stored, document.toJson(QJsonDocument::Compact));
}

ADC_TEST_GUILESS_MAIN(tst_LogTable)
#include "tst_logtable.moc"
