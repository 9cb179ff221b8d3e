#include "serve/servecommandline.h"

#include "battle/battleaccess.h"
#include "command/commanddispatch.h"
#include "common/quote.h"
#include "serve/stopsignals.h"
#include "server/playersserver.h"
#include "view/playeraddresses.h"

#include <QCoreApplication>
#include <QHostAddress>

namespace Adc {

namespace {

const QString kBind = QStringLiteral("--bind");
const QString kPort = QStringLiteral("--port");
constexpr int kPollMs = 200;

// Gives the pages that have none an address: the one write adc serve makes,
// a logged action, before the battle is opened read-only to be served.
Result<void> issueTokens(const QString &path)
{
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::open(path);
    if (!battle)
        return Failure { battle.error() };
    if (PlayerAddresses::everyPageHasToken(**battle))
        return {};
    const ActionOutcome outcome
        = (*battle)->apply({ { QStringLiteral("action"), QStringLiteral("issue-tokens") } });
    if (!outcome.isDone())
        return Failure { outcome.error };
    return {};
}

Result<QHostAddress> bindOf(const CommandArguments &arguments)
{
    if (!arguments.has(kBind))
        return QHostAddress(QHostAddress::Any);
    QHostAddress address;
    if (!address.setAddress(arguments.value(kBind)))
        return Failure { QCoreApplication::translate("Servecommandline",
                                                     "--bind: %1 is not an IP address")
                             .arg(Quote::value(arguments.value(kBind))) };
    return address;
}

Result<quint16> portOf(const CommandArguments &arguments)
{
    if (!arguments.has(kPort))
        return quint16(0);
    bool number = false;
    const int port = arguments.value(kPort).toInt(&number);
    if (!number || port < 1 || port > 65535)
        return Failure { QCoreApplication::translate("Servecommandline",
                                                     "--port: %1 is not a port (1 to 65535)")
                             .arg(Quote::value(arguments.value(kPort))) };
    return quint16(port);
}

int serve(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<QString> path = BattleAccess::path(arguments);
    if (!path)
        return streams.fail(2, path.error());
    const Result<QHostAddress> address = bindOf(arguments);
    if (!address)
        return streams.fail(2, address.error());
    const Result<quint16> port = portOf(arguments);
    if (!port)
        return streams.fail(2, port.error());
    if (const Result<void> issued = issueTokens(*path); !issued)
        return streams.fail(1, issued.error());
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::openReadOnly(*path);
    if (!battle)
        return streams.fail(1, battle.error());
    PlayersServer server(**battle);
    const Result<quint16> listening = server.start(*address, *port);
    if (!listening)
        return streams.fail(1, listening.error());
    server.pollForChanges(kPollMs);
    StopSignals stop;
    QObject::connect(&stop, &StopSignals::stopAsked, QCoreApplication::instance(),
                     &QCoreApplication::quit);
    QJsonObject answer
        = PlayerAddresses::json(**battle, PlayerAddresses::host(*address), *listening);
    answer.insert(QStringLiteral("ok"), true);
    answer.insert(QStringLiteral("port"), *listening);
    streams.answer(answer);
    QCoreApplication::exec();
    server.stop();
    return 0;
}

CommandDispatch::Handler handlerOf(const QString &command)
{
    return command == QLatin1String("serve") ? &serve : nullptr;
}

} // namespace

int ServeCommandLine::run(const QStringList &arguments, std::FILE *in, std::FILE *out,
                          std::FILE *err)
{
    return CommandDispatch::run(arguments, CommandSpec::Program::AdcServe, &handlerOf,
                                CommandStreams(in, out, err));
}

} // namespace Adc
