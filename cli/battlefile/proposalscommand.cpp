#include "cli/battlefile/proposalscommand.h"

#include "cli/battlefile/battleaccess.h"
#include "db/battle/proposaldesk.h"

#include <QJsonArray>

namespace Adc {

int ProposalsCommand::list(const CommandArguments &arguments, const CommandStreams &streams)
{
    const BattleAccess::Opened opened = BattleAccess::open(arguments, streams);
    if (!opened.battle)
        return opened.exitCode;
    const Clock clock = opened.battle->clock();
    QJsonArray list;
    for (const ProposalRecord &proposal : opened.battle->proposals().all())
        list.append(proposal.toJson(clock));
    streams.answer(list);
    return 0;
}

} // namespace Adc
