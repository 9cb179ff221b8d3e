// adc apply and adc log: the stream of actions and the log they leave.
#include "battle/battleaccess.h"
#include "battle/battlecommands.h"
#include "battle/requesttext.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>

namespace Adc {

namespace {

// One line of a stream, without its line break; false at the end.
bool readLine(std::FILE *in, QByteArray *line)
{
    line->clear();
    char buffer[8192];
    while (std::fgets(buffer, sizeof buffer, in)) {
        line->append(buffer);
        if (line->endsWith('\n')) {
            line->chop(1);
            if (line->endsWith('\r'))
                line->chop(1);
            return true;
        }
    }
    return !line->isEmpty();
}

QJsonObject lineError(int lineNumber, const QString &error)
{
    return QJsonObject { { QStringLiteral("ok"), false },
                         { QStringLiteral("line"), lineNumber },
                         { QStringLiteral("error"), error } };
}

// Applies each line of the stream; exit 1 when the file cannot be written.
int applyLines(Battle &battle, std::FILE *stream, const CommandStreams &streams)
{
    int lineNumber = 0;
    QByteArray line;
    while (readLine(stream, &line)) {
        ++lineNumber;
        if (line.trimmed().isEmpty())
            continue;
        const Result<QJsonObject> action = RequestText::object(line);
        if (!action) {
            streams.answer(lineError(lineNumber, action.error()));
            continue;
        }
        const ActionOutcome outcome = battle.apply(*action);
        switch (outcome.status) {
        case ActionOutcome::Status::Done:
        case ActionOutcome::Status::Refused:
            streams.answer(outcome.answer);
            break;
        case ActionOutcome::Status::Malformed:
            streams.answer(lineError(lineNumber, outcome.error));
            break;
        case ActionOutcome::Status::Failed:
            streams.answer(lineError(lineNumber, outcome.error));
            return streams.fail(1, outcome.error);
        }
    }
    return 0;
}

} // namespace

// A line that is not an action (malformed) answers {"ok": false, "error":
// ...} and the stream goes on; a file that cannot be written stops it (exit
// 1). Each answer is printed once its action is committed.
int BattleCommands::apply(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<QString> path = BattleAccess::path(arguments);
    if (!path)
        return streams.fail(2, path.error());
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::open(*path);
    if (!battle)
        return streams.fail(1, battle.error());
    if (!arguments.has(QStringLiteral("--in")))
        return applyLines(**battle, streams.in(), streams);
    const QString name = arguments.value(QStringLiteral("--in"));
    std::FILE *opened = std::fopen(QFile::encodeName(name).constData(), "rb");
    if (!opened)
        return streams.fail(
            1, QCoreApplication::translate("Applycommand", "%1: cannot be read").arg(name));
    const int code = applyLines(**battle, opened, streams);
    std::fclose(opened);
    return code;
}

int BattleCommands::log(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<QString> path = BattleAccess::path(arguments);
    if (!path)
        return streams.fail(2, path.error());
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::open(*path);
    if (!battle)
        return streams.fail(1, battle.error());
    QJsonArray entries;
    for (const LogEntry &entry : (*battle)->log())
        entries.append(entry.toJson());
    streams.answer(entries);
    return 0;
}

} // namespace Adc
