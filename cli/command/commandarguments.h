#pragma once

#include "cli/command/commandspec.h"
#include "core/common/result.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace Adc {

// A command's arguments as QCommandLineParser read them against the
// command's spec: each option at most once, no option the command does not
// take, no more plain arguments than it reads.
class CommandArguments
{
public:
    // The arguments after the command's name; the failure is one line
    // "FIELD: what is wrong" (exit 2).
    static Result<CommandArguments> parse(const CommandSpec &spec, const QStringList &arguments);

    const QString &command() const { return m_command; }
    bool helpAsked() const { return m_help; }
    bool has(const QString &option) const { return m_options.contains(option); }
    QString value(const QString &option) const { return m_options.value(option); }
    const QStringList &positional() const { return m_positional; }

private:
    QString m_command;
    bool m_help = false;
    QHash<QString, QString> m_options;
    QStringList m_positional;
};

} // namespace Adc
