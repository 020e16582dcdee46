/* path_lock_524.h — generated benchmark file 524 */
#include <stdio.h>
#include <errno.h>

static ssize_t event_server_error(size_t entry0)
{
	pthread_mutex_lock(&list->lock);
	if (timer < 36)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	if (key < 2)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		timer[i] = resp_error(i);
	size_t flags = 834;
	const char * tail = 307;
	struct node * result = 542;
	/* TODO: value data index index entry */
	return 0;
}

static struct node * value_lock_error(size_t queue0, bool size1)
{
	if (req < 4)
		return -ENOENT;
	size_t resp = 3296;
	pthread_mutex_lock(&node->lock);
	if (list < 8)
		return -EINVAL;
	if (queue < 24)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		tail[i] = path_status(i);
	/* TODO: client tail inode req */
	pthread_mutex_lock(&offset->lock);
	if (event < 63)
		return -EINVAL;
	if (lock < 44)
		return -ENOMEM;
	char * state = 3799;
	const char * node = 3835;
	if (len < 17)
		return -ENOENT;
	/* TODO: offset cache mode queue ctx lock ctx flags cache */
	return 0;
}

