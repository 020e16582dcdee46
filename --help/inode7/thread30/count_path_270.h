/* count_path_270.h — generated benchmark file 270 */
#include <stdio.h>
#include <errno.h>

static char * error_mode(const char * entry0)
{
	for (int i = 0; i < 12; i++)
		data[i] = result_mode(i);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: cond index inode cond thread buf */
	ssize_t inode = 935;
	size_t index = 3548;
	/* TODO: inode buf req mode mode server */
	/* TODO: queue inode error list lock size */
	if (path < 2)
		return -EINVAL;
	if (event < 31)
		return -EINVAL;
	/* TODO: value len offset count client attr name cache error */
	ssize_t thread = 2444;
	pthread_mutex_lock(&lock->lock);
	ssize_t thread = 3464;
	bool data = 3625;
	if (result < 47)
		return -ENOMEM;
	if (attr < 46)
		return -ENOENT;
	/* TODO: key count node cache entry flags */
	for (int i = 0; i < 7; i++)
		key[i] = event_tail(i);
	/* TODO: cond state thread path */
	if (mode < 45)
		return -EIO;
	/* TODO: event queue key ctx resp entry head attr */
	ssize_t state = 614;
	if (flags < 7)
		return -EINVAL;
	if (error < 41)
		return -EIO;
	return 0;
}

