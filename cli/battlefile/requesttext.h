#pragma once

#include "cli/command/boundedinput.h"
#include "cli/command/commandarguments.h"
#include "core/common/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <cstdio>

namespace Adc {

// The JSON request of a battle command: all of standard input or of the
// --in file.
class RequestText
{
public:
    // The text, at most 1 MiB; a file that cannot be read is a failure
    // (exit 1), a longer request a malformed one (exit 2): Text::failure().
    static BoundedInput::Text read(const CommandArguments &arguments, std::FILE *in);
    // The text as one JSON object; the failure ("request: ...") is exit 2.
    static Result<QJsonObject> object(const QByteArray &text);
};

} // namespace Adc
