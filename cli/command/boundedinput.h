#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QString>
#include <cstdio>

class QIODevice;

namespace Adc {

// Every request the command line reads is bounded: one request (a rules
// request, an action, a unit) or one line of `apply` is at most 1 MiB, so
// `--in /dev/zero` stops at once instead of filling the memory.
class BoundedInput
{
public:
    static constexpr qsizetype kLineLimit = 1024 * 1024;

    enum class Status {
        Read, // the text (a whole request, or a line without its line break)
        End, // nothing more to read (lines only)
        TooLong, // more than kLineLimit bytes: a malformed request, exit 2
        Unreadable, // the file cannot be opened or read: a failure, exit 1
    };

    struct Text
    {
        Status status = Status::Read;
        QByteArray bytes;
        QString error; // the message when not Read: one line naming the limit or the file

        bool ok() const { return status == Status::Read; }
        // The failure when not Read, of the kind its status says.
        Failure failure() const
        {
            return status == Status::TooLong ? Failure::malformed(error) : Failure::failed(error);
        }
    };

    // All of the file `path` (or of `in` when path is empty), at most
    // kLineLimit bytes.
    static Text request(const QString &path, std::FILE *in);
    // All of `device` (open for reading), at most `limit` bytes, read
    // straight into one buffer that never grows past limit + 1 bytes: a
    // stream without end stops one byte past the limit (TooLong), holding
    // no more than that. The error text is left to the caller, who names
    // the source and the limit.
    static Text all(QIODevice &device, qint64 limit);
    // The next line of the stream, without its line break ("\n" or "\r\n").
    // `number` names the line in the message of a line too long.
    static Text line(std::FILE *in, int number);
    // "the limit is 1 MiB": how the messages name the limit.
    static QString limitText();
};

} // namespace Adc
