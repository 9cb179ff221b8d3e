// The fields of the fire dialog that come from the firer follow the firer
// chosen: typing a firer's name passes through other units on the way, and
// what they would have fired with (their stands, their AP) is not the
// chosen unit's. Only what the umpire changes by hand once the firer is
// chosen is kept, and logged as changed.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/firedialog.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

class tst_FirerFollowed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void standsOfAUnitPassedThroughAreNotKept();
    void standsLoweredByHandAreKept();

private:
    // Opens the fire dialog, types the firer's name in its field and the
    // range; the units the firer's field stood on while typing.
    QList<qint64> typeFirer(FireDialog &dialog, const QString &name);
    // Enter where the keyboard is: the fire rolled and applied.
    void fire(FireDialog &dialog);

    std::unique_ptr<TestBattle> m_battle;
    std::unique_ptr<ScriptedRandom> m_dice;
    qint64 m_small = 0;
    qint64 m_large = 0;
};

void tst_FirerFollowed::init()
{
    m_battle = std::make_unique<TestBattle>();
    QVERIFY(m_battle->isValid());
    // Listed first, so "1er L" stands on it before "1er Li" names the other.
    m_small = m_battle->add(infantry(QStringLiteral("1er Leger"), QStringLiteral("France"),
                                     QStringLiteral("Husson"), 12)); // 4 stands
    m_large = m_battle->add(infantry(QStringLiteral("1er Ligne"), QStringLiteral("France"),
                                     QStringLiteral("Gauthier"), 33)); // 11 stands
    QVERIFY(m_battle->add(infantry(QStringLiteral("3/1st Royal Scots"), QStringLiteral("Britain"),
                                   QStringLiteral("Pack"))));
    m_dice = std::make_unique<ScriptedRandom>(QList<int> { 5, 5, 5, 5 });
}

void tst_FirerFollowed::cleanup()
{
    m_battle.reset();
    m_dice.reset();
}

QList<qint64> tst_FirerFollowed::typeFirer(FireDialog &dialog, const QString &name)
{
    dialog.setRandomSource(m_dice.get());
    dialog.show();
    if (!QTest::qWaitForWindowActive(&dialog)) {
        ADC_FAIL(QStringLiteral("the fire dialog did not open"));
        return {};
    }
    QList<qint64> passed;
    connect(dialog.firerChooser(), &UnitChooser::choiceChanged, &dialog,
            [&passed, &dialog] { passed.append(dialog.firerChooser()->unit()); });
    dialog.firerChooser()->field()->setFocus(Qt::OtherFocusReason);
    Keyboard keys;
    keys.type(name);
    typeInto(dialog.rangeField(), QStringLiteral("3"));
    return passed;
}

void tst_FirerFollowed::fire(FireDialog &dialog)
{
    const int entries = int(m_battle->battle->log().size());
    pressEnter(&dialog);
    QVERIFY2(dialog.isApplied(), qPrintable(dialog.message()));
    QCOMPARE(int(m_battle->battle->log().size()), entries + 1);
}

void tst_FirerFollowed::standsOfAUnitPassedThroughAreNotKept()
{
    FireDialog dialog(m_battle->battle.get());
    const QList<qint64> passed = typeFirer(dialog, QStringLiteral("1er Ligne"));
    // The trap: on the way, the field stood on the 4-stand battalion.
    QVERIFY2(passed.contains(m_small), "typing never passed through the smaller unit");
    QCOMPARE(dialog.firerChooser()->unit(), m_large);
    QCOMPARE(dialog.standsBox()->currentData().toDouble(), 11.0);
    QCOMPARE(dialog.apBox()->value(), 1);
    fire(dialog);

    // The battle fired the chosen unit's 11 stands, and logs none lowered.
    const LogEntry entry = m_battle->battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("fire"));
    QCOMPARE(idList(entry.inputs.value(QStringLiteral("firers"))), QList<qint64> { m_large });
    QVERIFY2(!entry.inputs.contains(QStringLiteral("stands")),
             qPrintable(QStringLiteral("logged as lowered to %1 stands")
                            .arg(entry.inputs.value(QStringLiteral("stands")).toDouble())));
    QCOMPARE(entry.result.value(QStringLiteral("stands")).toDouble(), 11.0);
}

void tst_FirerFollowed::standsLoweredByHandAreKept()
{
    FireDialog dialog(m_battle->battle.get());
    typeFirer(dialog, QStringLiteral("1er Ligne"));
    QCOMPARE(dialog.firerChooser()->unit(), m_large);
    // Lowered by hand, once the firer is chosen: kept and logged.
    const int five = dialog.standsBox()->findData(5.0);
    QVERIFY(five >= 0);
    dialog.standsBox()->setCurrentIndex(five);
    // The range typed again changes nothing of it.
    typeInto(dialog.rangeField(), QStringLiteral("4"));
    QCOMPARE(dialog.standsBox()->currentData().toDouble(), 5.0);
    fire(dialog);
    const LogEntry entry = m_battle->battle->log().last();
    QCOMPARE(entry.inputs.value(QStringLiteral("stands")).toDouble(), 5.0);
    QCOMPARE(entry.result.value(QStringLiteral("stands")).toDouble(), 5.0);
}

ADC_TEST_MAIN(tst_FirerFollowed)
#include "tst_firerfollowed.moc"
