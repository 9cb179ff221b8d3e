// adc and the sides' proposals (docs/contract.md, proposals): `adc proposals`
// lists every proposal as a JSON array with its id, side, number, state and
// action; the umpire accepts one ("proposal": ID in the answer) or declines
// it, through adc apply or as commands of their own, and only a waiting one;
// adc check holds them and adc copy carries them. No command proposes (the
// players' pages do): the test proposes through the battle, as they do.

#include "battlecommandstest.h"

#include "db/battle/battle.h"
#include "db/battle/proposaldesk.h"
#include "db/resulttesting.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace BattleTest;

namespace {

const QByteArray kFirst = R"({"name": "1/45e Ligne", "side": "France", "brigade": "Bachelu",
                              "arm": "infantry", "castings": 12})";
const QByteArray kSecond = R"({"name": "2/45e Ligne", "side": "France", "brigade": "Bachelu",
                               "arm": "infantry", "castings": 12})";
// In France's sight.
const QByteArray kHighlanders = R"({"name": "1/42nd Highlanders", "side": "Britain",
                                    "brigade": "Pack", "arm": "infantry", "castings": 12,
                                    "seen": true})";

} // namespace

class tst_ProposalsCli : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void init() { makeFolder(); }
    void noneIsAnEmptyArray();
    void listedWithTheirState();
    void acceptedThroughApply();
    void declinedAsACommand();
    void checkedAndCopied();
    void changedByHandFound();

private:
    // A battle made with adc: France's two battalions, Britain's one.
    QString battle();
    qint64 addUnit(const QString &file, const QByteArray &unit);
    // France's fire at the Highlanders, die 7 thrown at the table.
    QJsonObject fire(qint64 firer) const;
    // France proposes through the battle, as its page does; the
    // proposal's id, or 0.
    static qint64 propose(const QString &file, const QJsonObject &action);
    static QJsonArray proposals(const QString &file);
    static QList<QJsonObject> apply(const QString &file, const QList<QJsonObject> &actions);

    qint64 m_first = 0;
    qint64 m_second = 0;
    qint64 m_highlanders = 0;
};

QString tst_ProposalsCli::battle()
{
    const QString file = newBattle(QStringLiteral("p.adc"));
    m_first = addUnit(file, kFirst);
    m_second = addUnit(file, kSecond);
    m_highlanders = addUnit(file, kHighlanders);
    return file;
}

qint64 tst_ProposalsCli::addUnit(const QString &file, const QByteArray &unit)
{
    const Run run
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), unit);
    if (run.exitCode != 0)
        qWarning("unit add failed: %s", run.err.constData());
    return run.object().value(QStringLiteral("id")).toInteger();
}

QJsonObject tst_ProposalsCli::fire(qint64 firer) const
{
    return { { QStringLiteral("action"), QStringLiteral("fire") },
             { QStringLiteral("firers"), QJsonArray { firer } },
             { QStringLiteral("target"), m_highlanders },
             { QStringLiteral("range"), 3 },
             { QStringLiteral("die"), 7 } };
}

qint64 tst_ProposalsCli::propose(const QString &file, const QJsonObject &action)
{
    QString error;
    const std::unique_ptr<Adc::Battle> opened
        = Adc::Fixture::valueOf(Adc::Battle::open(file), &error);
    if (!opened) {
        qWarning("the battle does not open: %s", qPrintable(error));
        return 0;
    }
    const Adc::Result<Adc::ProposalRecord> made
        = opened->proposals().propose(QStringLiteral("France"), action);
    if (!made) {
        qWarning("not proposed: %s", qPrintable(made.error()));
        return 0;
    }
    return made->id;
}

QJsonArray tst_ProposalsCli::proposals(const QString &file)
{
    const Run run = adc(QStringList { QStringLiteral("proposals") } + db(file));
    if (run.exitCode != 0)
        qWarning("proposals failed: %s", run.err.constData());
    return run.array();
}

QList<QJsonObject> tst_ProposalsCli::apply(const QString &file, const QList<QJsonObject> &actions)
{
    QByteArray input;
    for (const QJsonObject &action : actions)
        input += json(action) + '\n';
    const Run run = adc(QStringList { QStringLiteral("apply") } + db(file), input);
    QList<QJsonObject> answers;
    for (const QByteArray &line : run.out.split('\n')) {
        if (!line.trimmed().isEmpty())
            answers.append(QJsonDocument::fromJson(line).object());
    }
    if (run.exitCode != 0 || answers.size() != actions.size())
        qWarning("apply: %s %s", run.out.constData(), run.err.constData());
    return answers;
}

void tst_ProposalsCli::noneIsAnEmptyArray()
{
    const QString file = battle();
    const Run run = adc(QStringList { QStringLiteral("proposals") } + db(file));
    QCOMPARE(run.exitCode, 0);
    const QJsonDocument document = QJsonDocument::fromJson(run.out);
    QVERIFY2(document.isArray(), run.out.constData());
    QVERIFY(document.array().isEmpty());
}

void tst_ProposalsCli::listedWithTheirState()
{
    const QString file = battle();
    const qint64 id = propose(file, fire(m_first));
    QVERIFY(id > 0);
    const QJsonArray list = proposals(file);
    QCOMPARE(list.size(), 1);
    const QJsonObject listed = list.first().toObject();
    QCOMPARE(listed.value(QStringLiteral("id")).toInteger(), id);
    QCOMPARE(listed.value(QStringLiteral("side")).toString(), QStringLiteral("France"));
    QCOMPARE(listed.value(QStringLiteral("number")).toInt(), 1);
    QCOMPARE(listed.value(QStringLiteral("state")).toString(), QStringLiteral("waiting"));
    QCOMPARE(listed.value(QStringLiteral("action")).toObject(), fire(m_first));
    QCOMPARE(listed.value(QStringLiteral("turn")).toInt(), 1);
    QCOMPARE(listed.value(QStringLiteral("segment")).toInt(), 1);
    QVERIFY(!listed.value(QStringLiteral("time")).toString().isEmpty());
    QVERIFY(!listed.contains(QStringLiteral("log_id")));
    QVERIFY(!listed.contains(QStringLiteral("reason")));
}

void tst_ProposalsCli::acceptedThroughApply()
{
    const QString file = battle();
    const qint64 id = propose(file, fire(m_first));
    QVERIFY(id > 0);
    const QJsonObject accept { { QStringLiteral("action"), QStringLiteral("accept") },
                               { QStringLiteral("proposal"), id } };
    const QJsonObject decline { { QStringLiteral("action"), QStringLiteral("decline") },
                                { QStringLiteral("proposal"), id },
                                { QStringLiteral("reason"), QStringLiteral("too late") } };
    const QList<QJsonObject> answers = apply(file, { accept, decline });
    QCOMPARE(answers.size(), 2);
    const QJsonObject accepted = answers.at(0);
    QVERIFY2(accepted.value(QStringLiteral("ok")).toBool(), json(accepted).constData());
    QCOMPARE(accepted.value(QStringLiteral("proposal")).toInteger(), id);
    QCOMPARE(accepted.value(QStringLiteral("proposed"))
                 .toObject()
                 .value(QStringLiteral("side"))
                 .toString(),
             QStringLiteral("France"));
    QCOMPARE(accepted.value(QStringLiteral("die")).toInt(), 7);
    const qint64 logId = accepted.value(QStringLiteral("log_id")).toInteger();
    QVERIFY(logId > 0);
    // An applied proposal is no longer the umpire's to decline.
    const QJsonObject refused = answers.at(1);
    QCOMPARE(refused.value(QStringLiteral("ok")).toBool(true), false);
    QVERIFY2(refused.value(QStringLiteral("reason"))
                 .toString()
                 .contains(QStringLiteral("only a waiting proposal")),
             json(refused).constData());

    const QJsonArray list = proposals(file);
    QCOMPARE(list.size(), 1);
    const QJsonObject listed = list.first().toObject();
    QCOMPARE(listed.value(QStringLiteral("state")).toString(), QStringLiteral("applied"));
    QCOMPARE(listed.value(QStringLiteral("log_id")).toInteger(), logId);
    const QJsonArray log = adc(QStringList { QStringLiteral("log") } + db(file)).array();
    QVERIFY(!log.isEmpty());
    const QJsonObject entry = log.last().toObject();
    QCOMPARE(entry.value(QStringLiteral("id")).toInteger(), logId);
    QCOMPARE(entry.value(QStringLiteral("kind")).toString(), QStringLiteral("fire"));
    QCOMPARE(entry.value(QStringLiteral("result"))
                 .toObject()
                 .value(QStringLiteral("proposal"))
                 .toInteger(),
             id);
}

void tst_ProposalsCli::declinedAsACommand()
{
    const QString file = battle();
    const qint64 id = propose(file, fire(m_first));
    QVERIFY(id > 0);
    const QString reason = QStringLiteral("The Highlanders are behind the crest");
    const Run declined
        = adc(QStringList { QStringLiteral("decline") } + db(file),
              json({ { QStringLiteral("proposal"), id }, { QStringLiteral("reason"), reason } }));
    QVERIFY2(declined.exitCode == 0, declined.err.constData());
    QVERIFY2(declined.object().value(QStringLiteral("ok")).toBool(), declined.out.constData());
    QCOMPARE(declined.object().value(QStringLiteral("reason")).toString(), reason);
    const QJsonArray list = proposals(file);
    QCOMPARE(list.size(), 1);
    const QJsonObject listed = list.first().toObject();
    QCOMPARE(listed.value(QStringLiteral("state")).toString(), QStringLiteral("declined"));
    QCOMPARE(listed.value(QStringLiteral("reason")).toString(), reason);
    // Refused, not malformed: exit 0 with the reason.
    const Run accepted = adc(QStringList { QStringLiteral("accept") } + db(file),
                             json({ { QStringLiteral("proposal"), id } }));
    QCOMPARE(accepted.exitCode, 0);
    QCOMPARE(accepted.object().value(QStringLiteral("ok")).toBool(true), false);
    // A decline without its reason is malformed.
    const Run bare = adc(QStringList { QStringLiteral("decline") } + db(file),
                         json({ { QStringLiteral("proposal"), id } }));
    QCOMPARE(bare.exitCode, 2);
    QVERIFY2(bare.message().contains(QStringLiteral("reason")), bare.err.constData());
}

void tst_ProposalsCli::checkedAndCopied()
{
    const QString file = battle();
    const qint64 applied = propose(file, fire(m_first));
    const qint64 waiting = propose(file, fire(m_second));
    QVERIFY(applied > 0 && waiting > 0);
    const QJsonObject accept { { QStringLiteral("action"), QStringLiteral("accept") },
                               { QStringLiteral("proposal"), applied } };
    QVERIFY(apply(file, { accept }).value(0).value(QStringLiteral("ok")).toBool());
    const Run checked = adc(QStringList { QStringLiteral("check") } + db(file));
    QVERIFY2(checked.exitCode == 0, checked.out.constData());
    QCOMPARE(checked.object().value(QStringLiteral("ok")).toBool(), true);

    const QString copy = path(QStringLiteral("copy.adc"));
    const Run copied = adc(
        { QStringLiteral("copy"), QStringLiteral("--from"), file, QStringLiteral("--to"), copy });
    QVERIFY2(copied.exitCode == 0, copied.err.constData());
    const QJsonArray original = proposals(file);
    QCOMPARE(original.size(), 2);
    QCOMPARE(proposals(copy), original);
    const Run copyChecked = adc(QStringList { QStringLiteral("check") } + db(copy));
    QVERIFY2(copyChecked.exitCode == 0, copyChecked.out.constData());
    // The copy's umpire accepts the waiting one by its id; the original's
    // still waits.
    const QJsonObject acceptThere { { QStringLiteral("action"), QStringLiteral("accept") },
                                    { QStringLiteral("proposal"), waiting } };
    QVERIFY(apply(copy, { acceptThere }).value(0).value(QStringLiteral("ok")).toBool());
    const QJsonArray after = proposals(file);
    QCOMPARE(after.size(), 2);
    QCOMPARE(after.at(1).toObject().value(QStringLiteral("state")).toString(),
             QStringLiteral("waiting"));
}

// The issue's case: a proposal's time changed by hand shows in adc
// proposals, and adc check names the proposal (exit 1); put back, it passes.
void tst_ProposalsCli::changedByHandFound()
{
    const QString file = battle();
    const qint64 applied = propose(file, fire(m_first));
    QVERIFY(applied > 0);
    const QJsonObject accept { { QStringLiteral("action"), QStringLiteral("accept") },
                               { QStringLiteral("proposal"), applied } };
    QVERIFY(apply(file, { accept }).value(0).value(QStringLiteral("ok")).toBool());
    const QString time = proposals(file).at(0).toObject().value(QStringLiteral("time")).toString();
    QVERIFY(time.startsWith(QStringLiteral("20")));
    sqlValue(file, QStringLiteral("UPDATE proposals SET time = '19' || substr(time, 3)"));
    QCOMPARE(proposals(file).at(0).toObject().value(QStringLiteral("time")).toString(),
             QStringLiteral("19") + time.mid(2));
    const Run checked = adc(QStringList { QStringLiteral("check") } + db(file));
    QCOMPARE(checked.exitCode, 1);
    const QString problems = QString::fromUtf8(
        QJsonDocument(checked.object().value(QStringLiteral("problems")).toArray()).toJson());
    QVERIFY2(problems.contains(QStringLiteral("proposal %1 (No. 1 of France): it does not match "
                                              "its checksum")
                                   .arg(applied)),
             qPrintable(problems));
    sqlValue(file, QStringLiteral("UPDATE proposals SET time = '20' || substr(time, 3)"));
    const Run again = adc(QStringList { QStringLiteral("check") } + db(file));
    QVERIFY2(again.exitCode == 0, again.out.constData());
}

ADC_TEST_GUILESS_MAIN(tst_ProposalsCli)
#include "tst_proposals_cli.moc"
