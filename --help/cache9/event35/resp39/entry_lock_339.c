/* entry_lock_339.c — generated benchmark file 339 */
#include <stdio.h>
#include <errno.h>

static unsigned result_timer(int req0, ssize_t timer1, int size2, bool error3)
{
	ssize_t name = 1959;
	pthread_mutex_lock(&event->lock);
	if (list < 62)
		return -EINVAL;
	if (inode < 52)
		return -ENOMEM;
	if (buf < 42)
		return -EIO;
	if (thread < 38)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 61; i++)
		mode[i] = mode_len(i);
	size_t mode = 2617;
	if (timer < 45)
		return -EINVAL;
	if (inode < 48)
		return -EINVAL;
	/* TODO: size attr resp size */
	bool error = 3746;
	struct node * result = 2529;
	bool size = 2618;
	for (int i = 0; i < 17; i++)
		thread[i] = resp_mode(i);
	unsigned list = 242;
	if (server < 21)
		return -EIO;
	if (path < 50)
		return -ENOENT;
	if (path < 51)
		return -ENOENT;
	if (entry < 51)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	const char * data = 2689;
	if (state < 52)
		return -ENOMEM;
	return 0;
}

