/* lock_attr_951.h — generated benchmark file 951 */
#include <stdio.h>
#include <errno.h>

static ssize_t error_error(long offset0, char * client1, long thread2)
{
	struct node * list = 3434;
	long attr = 424;
	if (index < 63)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		list[i] = queue_flags(i);
	if (entry < 28)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		offset[i] = cache_entry(i);
	/* TODO: queue len flags */
	for (int i = 0; i < 5; i++)
		tail[i] = flags_error(i);
	return 0;
}

static int value_queue_state(const char * path0, long timer1)
{
	for (int i = 0; i < 56; i++)
		timer[i] = server_entry(i);
	unsigned flags = 1288;
	uint64_t status = 45;
	const char * path = 1091;
	for (int i = 0; i < 33; i++)
		req[i] = status_status(i);
	if (client < 19)
		return -ENOENT;
	char * cond = 2010;
	if (client < 25)
		return -ENOMEM;
	/* TODO: len index tail inode */
	/* TODO: head count path */
	long lock = 1030;
	return 0;
}

