#include "cli/battlefile/copycommand.h"

#include "cli/battlefile/battleaccess.h"

#include <QCoreApplication>

namespace Adc {

// `adc copy --from SRC --to DST`: the whole battle, log and undo included,
// from a file or a server to a new file or an empty server database. The
// source is opened for reading only; the target must hold nothing.
// {"ok": true, "from": SRC, "to": DST, "units": N, "log_entries": M}.
int CopyCommand::copy(const CommandArguments &arguments, const CommandStreams &streams)
{
    const QString from = arguments.value(QStringLiteral("--from"));
    const QString to = arguments.value(QStringLiteral("--to"));
    if (from.isEmpty() || to.isEmpty())
        return streams.fail(2,
                            QCoreApplication::translate(
                                "Adc::CopyCommand", "--from and --to: both battles are needed"));
    if (from == to)
        return streams.fail(2,
                            QCoreApplication::translate(
                                "Adc::CopyCommand", "--to: a battle is not copied onto itself"));
    const Result<std::unique_ptr<Battle>> source = BattleAccess::openReadOnly(from);
    if (!source)
        return streams.fail(source.failure());
    if (const Result<void> copied = (*source)->copyTo(to); !copied)
        return streams.fail(1, copied.error());
    streams.answer({ { QStringLiteral("ok"), true },
                     { QStringLiteral("from"), from },
                     { QStringLiteral("to"), to },
                     { QStringLiteral("units"), (*source)->units().size() },
                     { QStringLiteral("log_entries"), (*source)->logHeaders().size() } });
    return 0;
}

} // namespace Adc
