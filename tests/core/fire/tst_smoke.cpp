#include "core/ammunition/ammunition.h"
#include "core/common/tablereader.h"
#include "core/fire/smoke.h"
#include "testsuite.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;

namespace {
const QString kFile = QStringLiteral("ammunition.json");

// The compiled-in ammunition table with small arms allowed `inSmoke` AP in smoke.
QJsonObject withSmokeLimit(const QJsonValue &inSmoke)
{
    TableReader reader(kFile);
    QJsonObject root = reader.load().value_or(QJsonObject());
    QJsonObject kinds = root.value(QStringLiteral("kinds")).toObject();
    QJsonObject smallArms = kinds.value(QStringLiteral("small-arms")).toObject();
    smallArms.insert(QStringLiteral("maxApPerFireInSmoke"), inSmoke);
    kinds.insert(QStringLiteral("small-arms"), smallArms);
    root.insert(QStringLiteral("kinds"), kinds);
    return root;
}
} // namespace

class tst_Smoke : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void endOfSegment_data();
    void endOfSegment();
    void inSmokeAfterMoving_data();
    void inSmokeAfterMoving();
    void inSmokeAsItFires_data();
    void inSmokeAsItFires();
    void apLimit_data();
    void apLimit();
    void apLimitIsData();
    void malformedSmokeLimit_data();
    void malformedSmokeLimit();
};

void tst_Smoke::endOfSegment_data()
{
    // The unit's smoke as it stands at the end of the segment.
    QTest::addColumn<bool>("wasInSmoke");
    QTest::addColumn<bool>("fired");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<bool>("inSmoke");
    QTest::addColumn<QString>("reason");

    const QString fired = QStringLiteral("fired");
    QTest::newRow("clear, fired: in smoke the moment it fires")
        << false << true << false << true << fired;
    // "Units may get 'out of smoke' by either not firing, or moving."
    QTest::newRow("fired, then moved: the move took it out of smoke, it stays out")
        << false << true << true << false << QStringLiteral("moved");
    QTest::newRow("in smoke, fired again: stays in smoke")
        << true << true << false << true << fired;
    QTest::newRow("moved, then fired: in smoke again") << true << true << true << true << fired;
    QTest::newRow("in smoke, held its fire: out of smoke")
        << true << false << false << false << QStringLiteral("did-not-fire");
    QTest::newRow("in smoke, moved: out of smoke")
        << true << false << true << false << QStringLiteral("moved");
    QTest::newRow("clear, did nothing: stays clear")
        << false << false << false << false << QStringLiteral("clear");
    QTest::newRow("clear, moved: stays clear")
        << false << false << true << false << QStringLiteral("clear");
}

void tst_Smoke::endOfSegment()
{
    QFETCH(bool, wasInSmoke);
    QFETCH(bool, fired);
    QFETCH(bool, moved);
    const SmokeChange change = Smoke::endOfSegment(wasInSmoke, fired, moved);
    QTEST(change.inSmoke, "inSmoke");
    QTEST(change.reason, "reason");
}

void tst_Smoke::inSmokeAsItFires_data()
{
    QTest::addColumn<bool>("wasInSmoke");
    QTest::addColumn<bool>("movedSince");
    QTest::addColumn<bool>("inSmoke");
    QTest::newRow("in smoke, has not moved: fires in smoke") << true << false << true;
    QTest::newRow("in smoke, moved first: out of smoke as it fires") << true << true << false;
    QTest::newRow("clear: fires clear") << false << false << false;
    QTest::newRow("clear and moved: fires clear") << false << true << false;
}

void tst_Smoke::inSmokeAsItFires()
{
    QFETCH(bool, wasInSmoke);
    QFETCH(bool, movedSince);
    QTEST(Smoke::inSmokeAsItFires(wasInSmoke, movedSince), "inSmoke");
}

void tst_Smoke::inSmokeAfterMoving_data()
{
    QTest::addColumn<bool>("wasInSmoke");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<bool>("fired");
    QTest::addColumn<bool>("inSmoke");
    // "Units are considered In Smoke the moment they fire."
    QTest::newRow("moved, then fired: in smoke for its next fire") << true << true << true << true;
    QTest::newRow("in smoke, moved without firing: out of smoke") << true << true << false << false;
    QTest::newRow("in smoke, has not moved: in smoke") << true << false << false << true;
    QTest::newRow("fired, then moved: out of smoke") << false << true << true << false;
}

void tst_Smoke::inSmokeAfterMoving()
{
    QFETCH(bool, wasInSmoke);
    QFETCH(bool, moved);
    QFETCH(bool, fired);
    QTEST(Smoke::inSmokeAsItFires(wasInSmoke, moved, fired), "inSmoke");
}

void tst_Smoke::apLimit_data()
{
    QTest::addColumn<Arm>("arm");
    QTest::addColumn<bool>("inSmoke");
    QTest::addColumn<int>("limit");
    QTest::newRow("infantry in smoke: no more than 1 AP") << Arm::Infantry << true << 1;
    QTest::newRow("infantry out of smoke: 2 AP") << Arm::Infantry << false << 2;
    QTest::newRow("cavalry in smoke, as small arms: 1 AP") << Arm::Cavalry << true << 1;
    QTest::newRow("artillery in smoke: still 4 AP") << Arm::Artillery << true << 4;
    QTest::newRow("battalion guns in smoke: still 4 AP") << Arm::BattalionGuns << true << 4;
}

void tst_Smoke::apLimit()
{
    QFETCH(Arm, arm);
    QFETCH(bool, inSmoke);
    QTEST(Smoke::apLimit(arm, inSmoke), "limit");
}

void tst_Smoke::apLimitIsData()
{
    TableReader reader(kFile);
    const std::optional<Ammunition> table = Ammunition::fromJson(withSmokeLimit(2), reader);
    QVERIFY2(table, qPrintable(reader.failure().reason));
    QCOMPARE(Smoke::apLimit(Arm::Infantry, true, *table), 2);
}

void tst_Smoke::malformedSmokeLimit_data()
{
    QTest::addColumn<QJsonValue>("inSmoke");
    QTest::addColumn<QString>("message");
    QTest::newRow("smoke limit a string")
        << QJsonValue(QStringLiteral("one")) << QStringLiteral("expected a whole number");
    QTest::newRow("smoke limit 0") << QJsonValue(0) << QStringLiteral("must be at least 1");
    QTest::newRow("smoke limit above the limit out of smoke")
        << QJsonValue(3) << QStringLiteral("must not exceed maxApPerFire (2)");
    QTest::newRow("smoke limit missing")
        << QJsonValue(QJsonValue::Undefined) << QStringLiteral("missing");
}

void tst_Smoke::malformedSmokeLimit()
{
    QFETCH(QJsonValue, inSmoke);
    QJsonObject root = withSmokeLimit(inSmoke);
    if (inSmoke.isUndefined()) {
        QJsonObject kinds = root.value(QStringLiteral("kinds")).toObject();
        QJsonObject smallArms = kinds.value(QStringLiteral("small-arms")).toObject();
        smallArms.remove(QStringLiteral("maxApPerFireInSmoke"));
        kinds.insert(QStringLiteral("small-arms"), smallArms);
        root.insert(QStringLiteral("kinds"), kinds);
    }
    QTemporaryDir dir;
    QFile file(dir.filePath(kFile));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
    file.close();

    TableReader reader(kFile, dir.path());
    const std::optional<QJsonObject> loaded = reader.load();
    QVERIFY2(loaded, qPrintable(reader.failure().reason));
    QVERIFY(!Ammunition::fromJson(*loaded, reader));
    QCOMPARE(reader.file(), kFile);
    QCOMPARE(reader.failedEntry(), QStringLiteral("kinds.small-arms.maxApPerFireInSmoke"));
    QTEST(reader.failedMessage(), "message");
}

ADC_TEST_APPLESS_MAIN(tst_Smoke)
#include "tst_smoke.moc"
