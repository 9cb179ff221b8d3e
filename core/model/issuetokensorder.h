#pragma once

#include "core/common/result.h"

#include <QJsonObject>

namespace Adc {

class RequestReader;

// A players' view address for each side and the table display that has
// none (docs/contract.md, issue-tokens; PlayerTokens).
struct IssueTokensOrder
{
    static constexpr char kKind[] = "issue-tokens";

    QJsonObject toJson() const { return {}; }
    static Result<IssueTokensOrder> fromJson(RequestReader &) { return IssueTokensOrder(); }
};

} // namespace Adc
