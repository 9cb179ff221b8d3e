#pragma once

#include <QString>
#include <exception>
#include <utility>

namespace Adc {

// A statement on the battle failed. Thrown inside db/ only, so an action
// reads straight through and the one place that runs it (Battle) rolls the
// whole transaction back and reports the message; it never crosses a signal.
class DatabaseError : public std::exception
{
public:
    explicit DatabaseError(QString message, bool retryable = false, bool atCommit = false)
        : m_message(std::move(message))
        , m_retryable(retryable)
        , m_atCommit(atCommit)
    {
    }

    const QString &message() const { return m_message; }
    // A server's serialization failure or deadlock: the whole transaction
    // may be run again on the battle as it now stands.
    bool isRetryable() const { return m_retryable; }
    // The connection was lost while the commit was on its way to the server:
    // the transaction was written whole or not at all, but which is unknown.
    bool isAtCommit() const { return m_atCommit; }
    const char *what() const noexcept override { return "battle file error"; }

private:
    QString m_message;
    bool m_retryable = false;
    bool m_atCommit = false;
};

} // namespace Adc
