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
    explicit DatabaseError(QString message, bool retryable = false)
        : m_message(std::move(message))
        , m_retryable(retryable)
    {
    }

    const QString &message() const { return m_message; }
    // A server's serialization failure or deadlock: the whole transaction
    // may be run again on the battle as it now stands.
    bool isRetryable() const { return m_retryable; }
    const char *what() const noexcept override { return "battle file error"; }

private:
    QString m_message;
    bool m_retryable = false;
};

} // namespace Adc
