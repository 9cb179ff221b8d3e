// A failure keeps its kind from where it arises to the edge (docs/
// contributing.md, "How an error travels"): a Failure is made only by its
// named constructors or passed on whole, never from another's text alone.

#include "core/common/requestreader.h"
#include "core/common/result.h"
#include "core/common/rulings.h"
#include "core/dice/diceexpression.h"
#include "testsuite.h"

#include <QTest>
#include <type_traits>

using namespace Adc;

// The compiler holds it: `Failure{text}` and `Failure{r.error()}` no longer
// compile, so no layer can drop a kind by rewriting a failure's words.
static_assert(!std::is_aggregate_v<Failure>);
static_assert(!std::is_constructible_v<Failure, QString>);
static_assert(!std::is_constructible_v<Failure, const QString &>);
static_assert(!std::is_default_constructible_v<Failure>);

namespace {

// Two layers: the inner refuses, the middle passes it on with a field's
// name before it, the outer passes it on whole.
Result<int> inner(Failure::Kind kind)
{
    return Failure::as(kind, QStringLiteral("no such thing"));
}

Result<QString> middle(Failure::Kind kind)
{
    const Result<int> read = inner(kind);
    if (!read)
        return read.failure().prefixed(QStringLiteral("unit: "));
    return QString::number(*read);
}

Result<void> outer(Failure::Kind kind)
{
    const Result<QString> made = middle(kind);
    if (!made)
        return made.failure();
    return {};
}

} // namespace

class tst_Failure : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aKindSurvivesTwoLayers_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("malformed") << int(Failure::Kind::Malformed) << 2;
        QTest::newRow("refused") << int(Failure::Kind::Refused) << 0;
        QTest::newRow("failed") << int(Failure::Kind::Failed) << 1;
    }
    void aKindSurvivesTwoLayers()
    {
        QFETCH(int, kind);
        QFETCH(int, exitCode);
        const Result<void> done = outer(Failure::Kind(kind));
        QVERIFY(!done);
        QCOMPARE(int(done.kind()), kind);
        QCOMPARE(done.exitCode(), exitCode);
        QCOMPARE(done.failure().exitCode(), exitCode);
        QCOMPARE(done.error(), QStringLiteral("unit: no such thing"));
    }

    // Result<void> keeps the list of problems as Result<T> does.
    void problemsSurviveADoneOrNot()
    {
        const Result<void> done
            = Failure::of({ QStringLiteral("name: missing"), QStringLiteral("arm: missing") },
                          Failure::Kind::Malformed);
        QCOMPARE(done.kind(), Failure::Kind::Malformed);
        QCOMPARE(done.failure().problems,
                 QStringList({ QStringLiteral("name: missing"), QStringLiteral("arm: missing") }));
        QCOMPARE(done.error(), QStringLiteral("name: missing; arm: missing"));
    }

    // Where the words are new the kind is kept: reworded, not remade.
    void rewordingKeepsTheKind()
    {
        const Failure refused = Failure::refused(QStringLiteral("out of range"));
        const Failure said = refused.reworded(QStringLiteral("fire: out of range"));
        QCOMPARE(said.kind, Failure::Kind::Refused);
        QCOMPARE(said.reason, QStringLiteral("fire: out of range"));
    }

    // What a person got wrong is malformed where it arises, not only once
    // the edge says so: a request's field, a ruling's value, a dice text.
    void aRequestsProblemIsMalformedWhereItArises()
    {
        RequestReader reader(QJsonObject { { QStringLiteral("range"), QStringLiteral("far") } });
        QVERIFY(!reader.number(QStringLiteral("range"), 0, 100, true));
        QCOMPARE(reader.failure().kind, Failure::Kind::Malformed);
        QVERIFY2(reader.failure().reason.startsWith(QLatin1String("range: ")),
                 qPrintable(reader.failure().reason));

        Rulings rulings;
        const Result<void> set
            = rulings.setValue(QStringLiteral("no-such-ruling"), QJsonValue(true));
        QCOMPARE(set.kind(), Failure::Kind::Malformed);

        const Result<DiceExpression> dice = DiceExpression::parse(QStringLiteral("2q6"));
        QCOMPARE(dice.kind(), Failure::Kind::Malformed);
    }
};

ADC_TEST_APPLESS_MAIN(tst_Failure)
#include "tst_failure.moc"
