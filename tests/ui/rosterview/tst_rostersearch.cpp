// The roster search, at the keyboard on the sample battle: Enter goes to
// the name that ranks best (typed in full before one that holds it, as the
// choosers rank names), not to the first match in the tree's order; and a
// brigade's name finds the brigade, its units shown under it.

#include "ui/proceduretesting.h"

#include "testsuite.h"
#include "ui/rosterview/rosterpane.h"

#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

class tst_RosterSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void enterGoesToTheBestName_data();
    void enterGoesToTheBestName();
    void findsABrigade();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Battle> m_battle;
    std::unique_ptr<RosterPane> m_pane;
};

void tst_RosterSearch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_battle = sampleBattle(m_dir.filePath(QStringLiteral("quatre-bras.adc")));
    QVERIFY(m_battle);
}

void tst_RosterSearch::init()
{
    m_pane = std::make_unique<RosterPane>();
    m_pane->setBattle(m_battle.get());
    m_pane->resize(800, 600);
    m_pane->show();
    QVERIFY(QTest::qWaitForWindowActive(m_pane.get()));
    m_pane->searchField()->setFocus();
}

void tst_RosterSearch::enterGoesToTheBestName_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("unit");

    // 72e Ligne comes first in the tree and holds "2e Ligne".
    QTest::newRow("typed in full") << QStringLiteral("2e Ligne") << QStringLiteral("2e Ligne");
    QTest::newRow("case and accents aside")
        << QStringLiteral("2E LEGER") << QStringLiteral("2e Léger");
    // 1/92nd (Gordon Highlanders) comes first and holds "92"; 92e Ligne starts so.
    QTest::newRow("a start before a name holding it")
        << QStringLiteral("92") << QStringLiteral("92e Ligne");
}

void tst_RosterSearch::enterGoesToTheBestName()
{
    QFETCH(QString, typed);
    QFETCH(QString, unit);
    Keyboard keys;
    keys.type(typed);
    keys.press(Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), m_pane->view());
    QCOMPARE(m_pane->selectedUnitIds(), QList<qint64> { unitNamed(*m_battle, unit) });
    QCOMPARE(m_pane->view()->currentIndex().data(RosterModel::NameRole).toString(), unit);
}

void tst_RosterSearch::findsABrigade()
{
    Keyboard keys;
    keys.type(QStringLiteral("Soye"));
    // The brigade and its units are shown, though no unit's name holds it.
    const QModelIndex found = m_pane->filter()->bestMatch();
    QVERIFY(found.isValid());
    QCOMPARE(found.data(RosterModel::NameRole).toString(), QStringLiteral("Soye"));
    QVERIFY(m_pane->filter()->rowCount(found) > 0);
    keys.press(Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), m_pane->view());
    const std::optional<BrigadeRecord> brigade = m_pane->currentBrigade();
    QVERIFY(brigade);
    QCOMPARE(brigade->name, QStringLiteral("Soye"));
    QCOMPARE(m_pane->currentUnitId(), qint64(0));
    QVERIFY(m_pane->countLabel()->text().startsWith(QStringLiteral("2 of")));
}

ADC_TEST_MAIN(tst_RosterSearch)
#include "tst_rostersearch.moc"
