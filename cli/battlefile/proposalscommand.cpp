#include "cli/battlefile/proposalscommand.h"

#include "cli/battlefile/battleaccess.h"
#include "db/battle/proposaldesk.h"

#include <QJsonArray>

namespace Adc {

int ProposalsCommand::list(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<std::unique_ptr<Battle>> opened = BattleAccess::open(arguments);
    if (!opened)
        return streams.fail(opened.failure());
    const Clock clock = (*opened)->clock();
    QJsonArray list;
    for (const ProposalRecord &proposal : (*opened)->proposals().all())
        list.append(proposal.toJson(clock));
    streams.answer(list);
    return 0;
}

} // namespace Adc
