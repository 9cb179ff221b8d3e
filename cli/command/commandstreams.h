#pragma once

#include "core/common/result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <cstdio>

namespace Adc {

// Where a command reads its request and writes its answer and its message.
class CommandStreams
{
public:
    CommandStreams(std::FILE *in, std::FILE *out, std::FILE *err);

    std::FILE *in() const { return m_in; }

    void print(const QString &text) const;
    void write(const QByteArray &bytes) const;
    // One compact JSON line on the output.
    void answer(const QJsonObject &object) const;
    void answer(const QJsonArray &array) const;
    void message(const QString &text) const;
    // One line "adc: MESSAGE" on the error stream; returns the exit code.
    int fail(int code, const QString &message) const;
    // The same for a failure, its exit code its kind's (Failure::exitCode):
    // 2 for a malformed request, 1 for a file or server that failed. A
    // refusal by the rules is the command's answer, written by the command;
    // one that reaches here is still exit 0.
    int fail(const Failure &failure) const { return fail(failure.exitCode(), failure.reason); }
    // Whether a write to the output failed (a full disk, a closed pipe):
    // what follows it would be lost too.
    bool outputFailed() const { return m_outError != 0; }
    // The command's exit code once the output is flushed: 1 with a message
    // when anything written to it was lost (a full disk, a closed pipe).
    int finish(int code) const;

private:
    void output(const QByteArray &bytes) const;

    std::FILE *m_in;
    std::FILE *m_out;
    std::FILE *m_err;
    mutable int m_outError = 0; // errno of the first failed write to m_out
};

} // namespace Adc
