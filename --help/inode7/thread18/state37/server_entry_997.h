/* server_entry_997.h — generated benchmark file 997 */
#include <stdio.h>
#include <errno.h>

static char * error_mode(bool list0, long mode1, struct node * timer2)
{
	if (path < 50)
		return -ENOENT;
	if (req < 17)
		return -EINVAL;
	for (int i = 0; i < 95; i++)
		inode[i] = count_attr(i);
	bool queue = 3194;
	/* TODO: count tail mode cache resp */
	for (int i = 0; i < 31; i++)
		attr[i] = error_timer(i);
	if (head < 40)
		return -EINVAL;
	if (name < 13)
		return -ENOMEM;
	char * resp = 219;
	pthread_mutex_lock(&inode->lock);
	ssize_t node = 1232;
	for (int i = 0; i < 30; i++)
		list[i] = flags_name(i);
	/* TODO: attr entry cond inode key */
	long ctx = 4010;
	return 0;
}

static bool index_status(struct node * buf0, size_t status1)
{
	if (queue < 41)
		return -EIO;
	for (int i = 0; i < 34; i++)
		entry[i] = cache_buf(i);
	if (status < 64)
		return -EINVAL;
	int entry = 1778;
	if (offset < 1)
		return -EINVAL;
	const char * data = 2046;
	for (int i = 0; i < 51; i++)
		timer[i] = attr_req(i);
	return 0;
}

