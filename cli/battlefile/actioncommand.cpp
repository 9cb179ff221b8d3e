#include "cli/battlefile/actioncommand.h"

#include "cli/battlefile/battleaccess.h"
#include "cli/battlefile/requesttext.h"
#include "core/common/quote.h"

#include <QCoreApplication>

namespace Adc {

namespace {

// The action's object, its "action" field optional; nothing at all is an
// action with every field left out. The failure is exit 2.
Result<QJsonObject> actionObject(const QByteArray &text, const QString &name)
{
    QJsonObject request;
    if (!text.trimmed().isEmpty()) {
        const Result<QJsonObject> object = RequestText::object(text);
        if (!object)
            return object;
        request = *object;
    }
    const QJsonValue given = request.value(QStringLiteral("action"));
    if (!given.isUndefined() && given != QJsonValue(name))
        return Failure::malformed(
            QCoreApplication::translate("Adc::ActionCommand",
                                        "action: %1 does not match the command %2")
                .arg(given.isString()
                         ? Quote::value(given.toString())
                         : QCoreApplication::translate("Adc::ActionCommand", "(not a name)"),
                     name));
    return request;
}

} // namespace

int ActionCommand::action(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<QString> path = BattleAccess::path(arguments);
    if (!path)
        return streams.fail(path.failure());
    const QString name = arguments.command();
    // Every action reads its object, undo and redo included (nothing at
    // all is the empty object), so a wrong field is refused, never ignored.
    const BoundedInput::Text text = RequestText::read(arguments, streams.in());
    if (!text.ok())
        return streams.fail(text.failure());
    const Result<QJsonObject> object = actionObject(text.bytes, name);
    if (!object)
        return streams.fail(object.failure());
    QJsonObject request = *object;
    request.insert(QStringLiteral("action"), name);
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::open(*path);
    if (!battle)
        return streams.fail(battle.failure());
    return report((*battle)->apply(request), streams);
}

int ActionCommand::report(const ActionOutcome &outcome, const CommandStreams &streams)
{
    if (outcome.ok()) {
        streams.answer(answerOf(outcome));
        return 0;
    }
    // A refusal by the rules is the answer (exit 0); the rest are failures,
    // exit 2 or 1 by their kind.
    if (outcome.is(Failure::Kind::Refused)) {
        streams.answer(answerOf(outcome));
        return 0;
    }
    return streams.fail(outcome.failure());
}

} // namespace Adc
