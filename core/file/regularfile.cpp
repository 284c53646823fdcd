// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/regularfile.h"

#include "core/file/atomicsave.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Files)
};

QString tooLarge(qint64 size, qint64 maxSize)
{
    return Text::tr("is %1 bytes, larger than the %2 bytes such a file can have; it is not one")
        .arg(size)
        .arg(maxSize);
}

#ifdef Q_OS_UNIX
std::optional<QString> kindProblem(mode_t mode)
{
    if (S_ISREG(mode))
        return std::nullopt;
    if (S_ISDIR(mode))
        return Text::tr("is a folder, not a file");
    if (S_ISFIFO(mode))
        return Text::tr("is a pipe (FIFO), not a file");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Text::tr("is a device, not a file");
    if (S_ISSOCK(mode))
        return Text::tr("is a socket, not a file");
    return Text::tr("is not a regular file");
}
#endif

} // namespace

std::optional<QString> regularFileProblem(const QString &path, qint64 maxSize)
{
#ifdef Q_OS_UNIX
    struct stat st
    {
    };
    // stat() follows links: the file a link points at is what is judged.
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return Text::tr("cannot be opened: %1").arg(systemReason(errno));
    if (auto problem = kindProblem(st.st_mode))
        return problem;
    if (st.st_size > maxSize)
        return tooLarge(st.st_size, maxSize);
    return std::nullopt;
#else
    const QFileInfo info(path);
    if (!info.exists())
        return Text::tr("cannot be opened: %1").arg(systemReason(ENOENT));
    if (info.isDir())
        return Text::tr("is a folder, not a file");
    if (!info.isFile())
        return Text::tr("is not a regular file");
    if (info.size() > maxSize)
        return tooLarge(info.size(), maxSize);
    return std::nullopt;
#endif
}

std::variant<QByteArray, QString> readRegularFile(const QString &path, qint64 maxSize)
{
    // Files compiled into Rigsmith (the templates, ":/builds/...") are regular by construction.
    if (path.startsWith(u':') || path.startsWith(QStringLiteral("qrc:"))) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return Text::tr("cannot be opened: %1").arg(file.errorString());
        QByteArray data = file.read(maxSize + 1);
        if (data.size() > maxSize)
            return tooLarge(data.size(), maxSize);
        return data;
    }
#ifdef Q_OS_UNIX
    // Non-blocking, so a FIFO put in the file's place after a check cannot stall the open.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return Text::tr("cannot be opened: %1").arg(systemReason(errno));
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0) {
        const int error = errno;
        ::close(fd);
        return Text::tr("cannot be opened: %1").arg(systemReason(error));
    }
    if (auto problem = kindProblem(st.st_mode)) {
        ::close(fd);
        return *problem;
    }
    if (st.st_size > maxSize) {
        ::close(fd);
        return tooLarge(st.st_size, maxSize);
    }
    QByteArray data;
    data.resize(qsizetype(st.st_size) + 1);
    qint64 got = 0;
    while (got < data.size()) {
        const ssize_t n = ::read(fd, data.data() + got, size_t(data.size() - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int error = errno;
            ::close(fd);
            return Text::tr("cannot be read: %1").arg(systemReason(error));
        }
        if (n == 0)
            break;
        got += n;
        if (got == data.size() && got <= maxSize)
            data.resize(qMin<qint64>(maxSize + 1, data.size() * 2));
    }
    ::close(fd);
    if (got > maxSize)
        return tooLarge(got, maxSize);
    data.resize(qsizetype(got));
    return data;
#else
    if (auto problem = regularFileProblem(path, maxSize))
        return *problem;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Text::tr("cannot be opened: %1").arg(file.errorString());
    QByteArray data = file.read(maxSize + 1);
    if (data.size() > maxSize)
        return tooLarge(data.size(), maxSize);
    return data;
#endif
}

bool sameFile(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    const QFileInfo first(a), second(b);
    if (!first.exists() || !second.exists())
        return false;
    if (first.canonicalFilePath() == second.canonicalFilePath())
        return true;
#ifdef Q_OS_UNIX
    struct stat one
    {
    }, other {};
    if (::stat(QFile::encodeName(a).constData(), &one) == 0
        && ::stat(QFile::encodeName(b).constData(), &other) == 0)
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino;
#endif
    return false;
}

} // namespace rigsmith::core
