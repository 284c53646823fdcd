// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/atomicsave.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <system_error>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Saving)
};

constexpr qint64 kStaleAfterSeconds = 60;

#ifdef Q_OS_UNIX
// Writes everything or returns the errno of the failure.
int writeAll(int fd, const QByteArray &data)
{
    const char *p = data.constData();
    qint64 left = data.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(left));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        p += n;
        left -= n;
    }
    return 0;
}

std::optional<QString> savePosix(const QFileInfo &target, const QByteArray &data)
{
    const QString finalPath = target.absoluteFilePath();
    QByteArray temp
        = QFile::encodeName(QDir(target.absolutePath())
                                .filePath(saveTemporaryPrefix(target.fileName()) + QStringLiteral("XXXXXX")));
    const int fd = ::mkstemp(temp.data());
    if (fd < 0)
        return Text::tr("cannot be written: %1").arg(systemReason(errno));
    // mkstemp makes the file private (0600): give it the old file's mode, or what a new file gets.
    struct stat old
    {
    };
    mode_t mode = 0;
    if (::stat(QFile::encodeName(finalPath).constData(), &old) == 0) {
        mode = old.st_mode & 07777;
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    ::fchmod(fd, mode);
    const auto abandon = [&](int error) {
        ::close(fd);
        ::unlink(temp.constData());
        return std::optional<QString>(Text::tr("cannot be written: %1").arg(systemReason(error)));
    };
    if (const int error = writeAll(fd, data))
        return abandon(error);
    if (::fsync(fd) != 0)
        return abandon(errno);
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(temp.constData());
        return Text::tr("cannot be written: %1").arg(systemReason(error));
    }
    if (::rename(temp.constData(), QFile::encodeName(finalPath).constData()) != 0) {
        const int error = errno;
        ::unlink(temp.constData());
        return Text::tr("cannot be saved: %1").arg(systemReason(error));
    }
    // The rename itself reaches the disk with the folder's entry.
    const int dirFd = ::open(QFile::encodeName(target.absolutePath()).constData(), O_RDONLY | O_DIRECTORY);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return std::nullopt;
}
#endif

} // namespace

QString systemReason(int errnoValue)
{
    return QString::fromStdString(std::system_category().message(errnoValue));
}

QString saveTemporaryPrefix(const QString &fileName)
{
    return u'.' + fileName + QStringLiteral(".rigsmith-save-");
}

int removeStaleSaveTemporaries(const QString &path)
{
    const QFileInfo target(path);
    const QDir dir = target.absoluteDir();
    const QString prefix = saveTemporaryPrefix(target.fileName());
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-kStaleAfterSeconds);
    int removed = 0;
    const QFileInfoList found = dir.entryInfoList(
        {prefix + QStringLiteral("??????")}, QDir::Files | QDir::Hidden | QDir::NoSymLinks);
    for (const QFileInfo &temp : found) {
        // The filter is a glob: a name with "*" or "[" in it must still match the prefix literally.
        if (temp.fileName().startsWith(prefix) && temp.fileName().size() == prefix.size() + 6
            && temp.lastModified().toUTC() < before && QFile::remove(temp.absoluteFilePath()))
            ++removed;
    }
    return removed;
}

std::optional<QString> saveAtomically(const QString &path, const QByteArray &data)
{
    const QFileInfo target(path);
    if (target.isDir())
        return Text::tr("is a folder; choose a file name");
    // A rename over a device or pipe would replace it with a regular file: refuse instead.
    if (target.exists() && !target.isFile())
        return Text::tr("is not a regular file; choose another name");
    if (!target.absoluteDir().exists())
        return Text::tr("cannot be written: %1").arg(systemReason(ENOENT));
    removeStaleSaveTemporaries(path);
#ifdef Q_OS_UNIX
    return savePosix(target, data);
#else
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Text::tr("cannot be written: %1").arg(file.errorString());
    if (file.write(data) != data.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return Text::tr("cannot be written: %1").arg(reason);
    }
    if (!file.commit())
        return Text::tr("cannot be saved: %1").arg(file.errorString());
    return std::nullopt;
#endif
}

} // namespace rigsmith::core
