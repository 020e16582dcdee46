/* error_key_394.h — generated benchmark file 394 */
#include <stdio.h>
#include <errno.h>

static int list_len(size_t head0, struct node * error1)
{
	if (index < 32)
		return -ENOENT;
	if (name < 57)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	/* TODO: status offset buf event data client buf offset mode */
	bool thread = 152;
	unsigned server = 1360;
	for (int i = 0; i < 50; i++)
		cache[i] = attr_value(i);
	const char * mode = 3309;
	if (cache < 21)
		return -EIO;
	/* TODO: lock resp list data count attr event value */
	unsigned status = 2648;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&count->lock);
	uint64_t error = 1301;
	unsigned state = 1292;
	/* TODO: timer count error */
	bool flags = 2793;
	const char * event = 3871;
	ssize_t key = 2912;
	return 0;
}

static long value_buf_req(const char * head0, ssize_t node1, long client2, unsigned result3)
{
	char * attr = 236;
	for (int i = 0; i < 47; i++)
		status[i] = status_count(i);
	if (inode < 18)
		return -EIO;
	/* TODO: count cond inode */
	for (int i = 0; i < 31; i++)
		mode[i] = timer_entry(i);
	return 0;
}

