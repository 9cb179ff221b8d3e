#include "cli/battlefile/applycommand.h"

#include "cli/battlefile/battleaccess.h"
#include "cli/battlefile/requesttext.h"
#include "cli/command/boundedinput.h"
#include "db/actions/actionoutcome.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QStringDecoder>

#include <cerrno>
#include <cstring>

namespace Adc {

namespace {

// Why a line is no text an action can be read from (a NUL byte, bytes
// that are not UTF-8), or nothing.
QString unreadableText(const QByteArray &line)
{
    if (line.contains('\0'))
        return QCoreApplication::translate("Adc::ApplyCommand", "request: holds a NUL byte");
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(line);
    Q_UNUSED(text)
    if (decoder.hasError())
        return QCoreApplication::translate("Adc::ApplyCommand", "request: not valid UTF-8");
    return QString();
}

QJsonObject lineError(int lineNumber, const QString &error)
{
    return QJsonObject { { QStringLiteral("ok"), false },
                         { QStringLiteral("line"), lineNumber },
                         { QStringLiteral("error"), error } };
}

// Whether the line holds only JSON whitespace (spaces, tabs, a carriage
// return): a blank line, which gets no answer. Anything else (a form feed,
// a vertical tab) is a line to answer.
bool isBlank(const QByteArray &line)
{
    for (const char c : line) {
        if (c != ' ' && c != '\t' && c != '\r')
            return false;
    }
    return true;
}

// The answer to one line, or why it cannot be read; false when the line
// ends the stream (exit 1) and *code is set.
bool answerLine(Battle &battle, const QByteArray &line, int lineNumber,
                const CommandStreams &streams, int *code)
{
    if (const QString why = unreadableText(line); !why.isEmpty()) {
        streams.answer(lineError(lineNumber, why));
        return true;
    }
    const Result<QJsonObject> action = RequestText::object(line);
    if (!action) {
        streams.answer(lineError(lineNumber, action.error()));
        return true;
    }
    const ActionOutcome outcome = battle.apply(*action);
    if (outcome.ok()) {
        streams.answer(answerOf(outcome));
        return true;
    }
    switch (outcome.kind()) {
    case Failure::Kind::Refused:
        streams.answer(answerOf(outcome));
        break;
    case Failure::Kind::Malformed:
        streams.answer(lineError(lineNumber, outcome.error()));
        break;
    case Failure::Kind::Failed:
        streams.answer(lineError(lineNumber, outcome.error()));
        *code = streams.fail(1, outcome.error());
        return false;
    }
    return true;
}

// Applies each line of the stream; exit 1 when the file cannot be written
// or an answer cannot be (its action stays done, no later one is), 2 at a
// line longer than the limit (every line before it answered).
int applyLines(Battle &battle, std::FILE *stream, const CommandStreams &streams)
{
    for (int lineNumber = 1;; ++lineNumber) {
        const BoundedInput::Text read = BoundedInput::line(stream, lineNumber);
        if (read.status == BoundedInput::Status::End)
            return 0;
        if (!read.ok())
            return streams.fail(read.failure());
        if (isBlank(read.bytes))
            continue;
        int code = 0;
        if (!answerLine(battle, read.bytes, lineNumber, streams, &code))
            return code;
        // The message that says so comes once the command ends.
        if (streams.outputFailed())
            return 1;
    }
}

} // namespace

// A line that is not an action (malformed) answers {"ok": false, "error":
// ...} and the stream goes on; a file that cannot be written stops it (exit
// 1). Each answer is printed once its action is committed.
int ApplyCommand::apply(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<std::unique_ptr<Battle>> opened = BattleAccess::open(arguments);
    if (!opened)
        return streams.fail(opened.failure());
    if (!arguments.has(QStringLiteral("--in")))
        return applyLines(**opened, streams.in(), streams);
    const QString name = arguments.value(QStringLiteral("--in"));
    std::FILE *file = std::fopen(QFile::encodeName(name).constData(), "rb");
    if (!file)
        return streams.fail(
            1,
            QCoreApplication::translate("Adc::ApplyCommand", "%1: cannot be read (%2)")
                .arg(name, QString::fromLocal8Bit(std::strerror(errno))));
    const int code = applyLines(**opened, file, streams);
    std::fclose(file);
    return code;
}

int ApplyCommand::log(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<std::unique_ptr<Battle>> opened = BattleAccess::open(arguments);
    if (!opened)
        return streams.fail(opened.failure());
    QJsonArray entries;
    for (const LogEntry &entry : (*opened)->log())
        entries.append(entry.toJson());
    streams.answer(entries);
    return 0;
}

} // namespace Adc
