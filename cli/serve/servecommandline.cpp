#include "cli/serve/servecommandline.h"

#include "cli/battlefile/battleaccess.h"
#include "cli/command/commanddispatch.h"
#include "cli/serve/stopsignals.h"
#include "core/common/quote.h"
#include "core/orders/order.h"
#include "serve/server/playersserver.h"
#include "serve/view/playeraddresses.h"

#include <QCoreApplication>
#include <QHostAddress>

namespace Adc {

namespace {

const QString kBind = QStringLiteral("--bind");
const QString kPort = QStringLiteral("--port");
const QString kRequestTimeout = QStringLiteral("--request-timeout");
const QString kPerAddress = QStringLiteral("--per-address");
const QString kTokenDelay = QStringLiteral("--token-delay");
const QString kProposalRate = QStringLiteral("--proposal-rate");
constexpr int kMostProposalRate = 100;
constexpr int kPollMs = 200;
// While the battle's database does not answer (its server restarting),
// a new connection is tried this often.
constexpr int kReconnectMs = 500;

// Gives the pages that have none an address, a logged action, before the
// battle is served.
Result<void> issueTokens(Battle &battle)
{
    if (PlayerAddresses::everyPageHasToken(battle))
        return {};
    const ActionOutcome outcome = battle.apply(IssueTokensOrder());
    if (!outcome.ok())
        return outcome.failure();
    return {};
}

Result<QHostAddress> bindOf(const CommandArguments &arguments)
{
    if (!arguments.has(kBind))
        return QHostAddress(QHostAddress::Any);
    QHostAddress address;
    if (!address.setAddress(arguments.value(kBind)))
        return Failure::malformed(
            QCoreApplication::translate("Adc::ServeCommandLine", "--bind: %1 is not an IP address")
                .arg(Quote::value(arguments.value(kBind))));
    return address;
}

Result<quint16> portOf(const CommandArguments &arguments)
{
    if (!arguments.has(kPort))
        return quint16(0);
    bool number = false;
    const int port = arguments.value(kPort).toInt(&number);
    if (!number || port < 1 || port > 65535)
        return Failure::malformed(
            QCoreApplication::translate("Adc::ServeCommandLine",
                                        "--port: %1 is not a port (1 to 65535)")
                .arg(Quote::value(arguments.value(kPort))));
    return quint16(port);
}

// Seconds, with decimals, between `least` and `most`, as milliseconds.
Result<int> secondsOf(const CommandArguments &arguments, const QString &option, double least,
                      double most, int otherwise)
{
    if (!arguments.has(option))
        return otherwise;
    bool number = false;
    const double seconds = arguments.value(option).toDouble(&number);
    if (!number || !(seconds >= least && seconds <= most))
        return Failure::malformed(QCoreApplication::translate("Adc::ServeCommandLine",
                                                              "%1: %2 is not a number of seconds "
                                                              "from %3 to %4")
                                      .arg(option, Quote::value(arguments.value(option)),
                                           QString::number(least), QString::number(most)));
    return qRound(seconds * 1000);
}

Result<ServerLimits> limitsOf(const CommandArguments &arguments)
{
    ServerLimits limits;
    const Result<int> timeout
        = secondsOf(arguments, kRequestTimeout, 0.1, 3600, limits.requestTimeoutMs);
    if (!timeout)
        return timeout.failure();
    limits.requestTimeoutMs = *timeout;
    const Result<int> delay = secondsOf(arguments, kTokenDelay, 0, 60, limits.wrongTokenDelayMs);
    if (!delay)
        return delay.failure();
    limits.wrongTokenDelayMs = *delay;
    if (arguments.has(kPerAddress)) {
        bool number = false;
        const int count = arguments.value(kPerAddress).toInt(&number);
        if (!number || count < 1 || count > limits.maxConnections)
            return Failure::malformed(
                QCoreApplication::translate("Adc::ServeCommandLine",
                                            "--per-address: %1 is not a number of connections "
                                            "from 1 to %2")
                    .arg(Quote::value(arguments.value(kPerAddress)),
                         QString::number(limits.maxConnections)));
        limits.maxConnectionsPerAddress = count;
    }
    if (arguments.has(kProposalRate)) {
        bool number = false;
        const int rate = arguments.value(kProposalRate).toInt(&number);
        if (!number || rate < 1 || rate > kMostProposalRate)
            return Failure::malformed(
                QCoreApplication::translate(
                    "Adc::ServeCommandLine",
                    "--proposal-rate: %1 is not a number of proposals a second "
                    "from 1 to %2")
                    .arg(Quote::value(arguments.value(kProposalRate)),
                         QString::number(kMostProposalRate)));
        limits.proposalsPerSecond = rate;
    }
    return limits;
}

int serve(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<QString> path = BattleAccess::path(arguments);
    if (!path)
        return streams.fail(path.failure());
    const Result<QHostAddress> address = bindOf(arguments);
    if (!address)
        return streams.fail(address.failure());
    const Result<quint16> port = portOf(arguments);
    if (!port)
        return streams.fail(port.failure());
    const Result<ServerLimits> limits = limitsOf(arguments);
    if (!limits)
        return streams.fail(limits.failure());
    // Read-write: the players' pages store their proposals (through the
    // battle's ProposalDesk, the server's only write).
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::open(*path);
    if (!battle)
        return streams.fail(battle.failure());
    if (const Result<void> issued = issueTokens(**battle); !issued)
        return streams.fail(1, issued.error());
    PlayersServer server(**battle, *limits);
    const Result<quint16> listening = server.start(*address, *port);
    if (!listening)
        return streams.fail(1, listening.error());
    server.pollForChanges(kPollMs);
    server.reconnectWhenLost(kReconnectMs);
    // Told on the error stream; the pages answer 503 meanwhile.
    QObject::connect(&server, &PlayersServer::battleLost, &server, [&streams] {
        streams.message(QStringLiteral("adc: ")
                        + QCoreApplication::translate("Adc::ServeCommandLine",
                                                      "the battle's database does not answer; "
                                                      "the pages answer \"unavailable\" until "
                                                      "it does")
                        + QLatin1Char('\n'));
    });
    QObject::connect(&server, &PlayersServer::battleBack, &server, [&streams] {
        streams.message(QStringLiteral("adc: ")
                        + QCoreApplication::translate("Adc::ServeCommandLine",
                                                      "the battle's database answers again")
                        + QLatin1Char('\n'));
    });
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
