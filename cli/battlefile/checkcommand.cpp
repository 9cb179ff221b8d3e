#include "cli/battlefile/checkcommand.h"

#include "cli/battlefile/battleaccess.h"

namespace Adc {

// `adc check --db FILE`: {"ok": true, "checks": [...]} (exit 0) or
// {"ok": false, "problems": [...]} (exit 1). A file that does not even open
// is one problem, named as opening it names it. It opens as every command
// does (an older battle file is upgraded first).
int CheckCommand::check(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<QString> path = BattleAccess::path(arguments);
    if (!path)
        return streams.fail(path.failure());
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::open(*path);
    CheckReport report;
    if (!battle)
        report.problems.append(battle.error());
    else
        report = (*battle)->check();
    streams.answer(report.toJson());
    return report.ok() ? 0 : 1;
}

} // namespace Adc
