// How the unit choosers rank what was typed, without a widget: which units
// match and in what order, and where the highlight goes from where it is.

#include "testsuite.h"
#include "ui/choosers/unitmatcher.h"

#include <QtTest>

using namespace Adc;

namespace {

// Typed with the typographic apostrophe, as a roster imported may have it.
const QString kHeritier = QStringLiteral("L\u2019H\u00e9ritier\u2019s horse battery");

// Part of the sample battle, in its order: name, brigade, side.
const QList<UnitMatcher::Candidate> &units()
{
    static const QList<UnitMatcher::Candidate> list {
        { QStringLiteral("27th Jagers"), QStringLiteral("Bijlandt"),
          QStringLiteral("Anglo-Allied") },
        { QStringLiteral("2/2nd Nassau"), QStringLiteral("Saxe-Weimar"),
          QStringLiteral("Anglo-Allied") },
        { QStringLiteral("1/42nd (Black Watch)"), QStringLiteral("Pack"),
          QStringLiteral("Anglo-Allied") },
        { QStringLiteral("2e Léger"), QStringLiteral("Husson"), QStringLiteral("French") },
        { QStringLiteral("61e Ligne"), QStringLiteral("Husson"), QStringLiteral("French") },
        { QStringLiteral("1er Léger"), QStringLiteral("Bauduin"), QStringLiteral("French") },
        { QStringLiteral("2e Ligne"), QStringLiteral("Soye"), QStringLiteral("French") },
        { kHeritier, QStringLiteral("Kellermann"), QStringLiteral("French") },
    };
    return list;
}

int rowNamed(const QString &name)
{
    for (int row = 0; row < units().size(); ++row) {
        if (units().at(row).name == name)
            return row;
    }
    return -1;
}

QStringList names(const QList<int> &rows)
{
    QStringList list;
    for (const int row : rows)
        list.append(units().at(row).name);
    return list;
}

} // namespace

class tst_UnitMatcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matches_data();
    void matches();
    void highlight_data();
    void highlight();
    void ranks_data();
    void ranks();
};

void tst_UnitMatcher::matches_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("nothing typed: all, in the list's order")
        << QString() << names({ 0, 1, 2, 3, 4, 5, 6, 7 });
    QTest::newRow("2e: the names that start with it, in order")
        << QStringLiteral("2e")
        << QStringList { QStringLiteral("2e Léger"), QStringLiteral("2e Ligne") };
    QTest::newRow("2: starts before contains")
        << QStringLiteral("2")
        << QStringList { QStringLiteral("27th Jagers"), QStringLiteral("2/2nd Nassau"),
                         QStringLiteral("2e Léger"), QStringLiteral("2e Ligne"),
                         QStringLiteral("1/42nd (Black Watch)") };
    QTest::newRow("ligne: a word's start before a brigade")
        << QStringLiteral("ligne")
        << QStringList { QStringLiteral("61e Ligne"), QStringLiteral("2e Ligne") };
    QTest::newRow("leger without its accent")
        << QStringLiteral("leger")
        << QStringList { QStringLiteral("2e Léger"), QStringLiteral("1er Léger") };
    QTest::newRow("case does not count")
        << QStringLiteral("BLACK") << QStringList { QStringLiteral("1/42nd (Black Watch)") };
    QTest::newRow("inside a name before a brigade")
        << QStringLiteral("ss")
        << QStringList { QStringLiteral("2/2nd Nassau"), QStringLiteral("2e Léger"),
                         QStringLiteral("61e Ligne") };
    QTest::newRow("a brigade") << QStringLiteral(
        "husson") << QStringList { QStringLiteral("2e Léger"), QStringLiteral("61e Ligne") };
    QTest::newRow("a side") << QStringLiteral("anglo") << names({ 0, 1, 2 });
    QTest::newRow("words found apart: name and brigade")
        << QStringLiteral("ligne soye") << QStringList { QStringLiteral("2e Ligne") };
    QTest::newRow("the plain apostrophe finds the typographic one")
        << QStringLiteral("l'h") << QStringList { kHeritier };
    QTest::newRow("spaces around do not count")
        << QStringLiteral("  2e  ")
        << QStringList { QStringLiteral("2e Léger"), QStringLiteral("2e Ligne") };
    QTest::newRow("nothing matches") << QStringLiteral("zz") << QStringList();
}

void tst_UnitMatcher::matches()
{
    QFETCH(QString, typed);
    QFETCH(QStringList, expected);
    UnitMatcher matcher;
    matcher.setCandidates(units());
    QCOMPARE(names(matcher.matches(typed)), expected);
}

void tst_UnitMatcher::highlight_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("current");
    QTest::addColumn<QString>("expected");

    // The fire dialog's case: open on 2e Léger, "2e" typed keeps it there.
    QTest::newRow("2e keeps 2e Léger")
        << QStringLiteral("2e") << QStringLiteral("2e Léger") << QStringLiteral("2e Léger");
    QTest::newRow("2 keeps 2e Léger")
        << QStringLiteral("2") << QStringLiteral("2e Léger") << QStringLiteral("2e Léger");
    QTest::newRow("2e L keeps 2e Léger")
        << QStringLiteral("2e L") << QStringLiteral("2e Léger") << QStringLiteral("2e Léger");
    QTest::newRow("an equal match is not left: 2e on 2e Ligne")
        << QStringLiteral("2e") << QStringLiteral("2e Ligne") << QStringLiteral("2e Ligne");
    QTest::newRow("2e Li leaves 2e Léger, which no longer matches")
        << QStringLiteral("2e Li") << QStringLiteral("2e Léger") << QStringLiteral("2e Ligne");
    QTest::newRow("a unit that no longer matches is left: 61 from 2e Léger")
        << QStringLiteral("61") << QStringLiteral("2e Léger") << QStringLiteral("61e Ligne");
    // "2" holds in 1/42nd, but 27th Jagers starts with it: the first of
    // those that start with it.
    QTest::newRow("a lesser match is left for the best: 2 from 1/42nd")
        << QStringLiteral("2") << QStringLiteral("1/42nd (Black Watch)")
        << QStringLiteral("27th Jagers");
    QTest::newRow("none highlighted: the best first in the list")
        << QStringLiteral("leger") << QString() << QStringLiteral("2e Léger");
    QTest::newRow("nothing typed keeps the highlight")
        << QString() << QStringLiteral("2e Ligne") << QStringLiteral("2e Ligne");
    QTest::newRow("nothing typed and none highlighted: the first")
        << QString() << QString() << QStringLiteral("27th Jagers");
    QTest::newRow("nothing matches: none")
        << QStringLiteral("zz") << QStringLiteral("2e Léger") << QString();
}

void tst_UnitMatcher::highlight()
{
    QFETCH(QString, typed);
    QFETCH(QString, current);
    QFETCH(QString, expected);
    UnitMatcher matcher;
    matcher.setCandidates(units());
    const int row = matcher.highlight(typed, current.isEmpty() ? -1 : rowNamed(current));
    QCOMPARE(row < 0 ? QString() : units().at(row).name, expected);
}

void tst_UnitMatcher::ranks_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("rank");

    QTest::newRow("start of the name")
        << QStringLiteral("2e l") << QStringLiteral("2e Léger") << int(UnitMatcher::NameStarts);
    QTest::newRow("start of a word") << QStringLiteral("nass") << QStringLiteral("2/2nd Nassau")
                                     << int(UnitMatcher::NameWordStarts);
    QTest::newRow("inside the name")
        << QStringLiteral("atch") << QStringLiteral("1/42nd (Black Watch)")
        << int(UnitMatcher::NameHolds);
    QTest::newRow("start of the brigade")
        << QStringLiteral("soy") << QStringLiteral("2e Ligne") << int(UnitMatcher::GroupStarts);
    QTest::newRow("start of the side")
        << QStringLiteral("fren") << QStringLiteral("2e Ligne") << int(UnitMatcher::GroupStarts);
    QTest::newRow("inside the brigade")
        << QStringLiteral("lerm") << kHeritier << int(UnitMatcher::GroupHolds);
    QTest::newRow("words apart") << QStringLiteral("french 61") << QStringLiteral("61e Ligne")
                                 << int(UnitMatcher::AllWords);
    QTest::newRow("one word missing")
        << QStringLiteral("french 62") << QStringLiteral("61e Ligne") << int(UnitMatcher::NoMatch);
}

void tst_UnitMatcher::ranks()
{
    QFETCH(QString, typed);
    QFETCH(QString, unit);
    QFETCH(int, rank);
    UnitMatcher matcher;
    matcher.setCandidates(units());
    QCOMPARE(int(matcher.rank(rowNamed(unit), typed)), rank);
    QCOMPARE(int(matcher.ranks(typed).at(rowNamed(unit))), rank);
}

ADC_TEST_MAIN(tst_UnitMatcher)
#include "tst_unitmatcher.moc"
