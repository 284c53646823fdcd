// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicsave.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Saving)
};

} // namespace

std::optional<QString> saveAtomically(const QString &path, const QByteArray &data)
{
    const QFileInfo target(path);
    if (target.isDir())
        return Text::tr("is a folder; choose a file name");
    // A rename over a device or pipe would replace it with a regular file: refuse instead.
    if (target.exists() && !target.isFile())
        return Text::tr("is not a regular file; choose another name");
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
}

} // namespace rigsmith::core
