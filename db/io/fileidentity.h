#pragma once

#include <QString>
#include <QtGlobal>
#include <optional>

namespace Adc {

// Which file a path names, as the system knows it: two names of one file
// (a hard link, a symbolic link, another spelling of its folder) are the
// same file. The system says (Platform::fileIdentity): on POSIX the device
// and inode number, on Windows the volume and the file's index.
class FileIdentity
{
public:
    // The file at `path`, symbolic links followed; nothing when there is none.
    static std::optional<FileIdentity> of(const QString &path);

    bool operator==(const FileIdentity &other) const
    {
        return m_device == other.m_device && m_inode == other.m_inode;
    }
    bool operator!=(const FileIdentity &other) const { return !(*this == other); }

private:
    FileIdentity(quint64 device, quint64 inode)
        : m_device(device)
        , m_inode(inode)
    {
    }

    quint64 m_device = 0;
    quint64 m_inode = 0;
};

} // namespace Adc
