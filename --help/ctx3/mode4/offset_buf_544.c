/* offset_buf_544.c — generated benchmark file 544 */
#include <stdio.h>
#include <errno.h>

static unsigned flags_queue(long buf0)
{
	int state = 1546;
	for (int i = 0; i < 60; i++)
		size[i] = list_req(i);
	/* TODO: value len status count inode inode attr status */
	/* TODO: value status status size ctx error cond mode key */
	if (flags < 6)
		return -EIO;
	if (entry < 52)
		return -EINVAL;
	if (buf < 5)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	if (event < 51)
		return -ENOMEM;
	if (timer < 31)
		return -EIO;
	return 0;
}

static ssize_t event_result(const char * key0)
{
	uint64_t node = 2662;
	char * result = 2244;
	pthread_mutex_lock(&tail->lock);
	bool offset = 1055;
	if (lock < 52)
		return -EINVAL;
	uint64_t req = 1320;
	uint64_t server = 860;
	uint64_t count = 2821;
	uint64_t len = 2777;
	ssize_t tail = 1659;
	const char * req = 3866;
	/* TODO: path status node cache index */
	struct node * req = 3606;
	/* TODO: size queue thread attr buf head queue queue flags */
	/* TODO: key ctx name result size */
	pthread_mutex_lock(&status->lock);
	return 0;
}

static ssize_t tail_req(long offset0, struct node * thread1, uint64_t client2)
{
	if (req < 54)
		return -EINVAL;
	if (mode < 55)
		return -EIO;
	for (int i = 0; i < 82; i++)
		status[i] = req_error(i);
	for (int i = 0; i < 86; i++)
		head[i] = index_cache(i);
	uint64_t key = 1900;
	pthread_mutex_lock(&mode->lock);
	if (inode < 31)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	if (result < 19)
		return -ENOMEM;
	/* TODO: offset mode mode list offset node server size */
	if (list < 5)
		return -ENOENT;
	return 0;
}

static int error_buf(uint64_t queue0, uint64_t server1, unsigned result2, struct node * state3)
{
	uint64_t tail = 238;
	/* TODO: timer tail count lock thread tail */
	uint64_t node = 1579;
	pthread_mutex_lock(&node->lock);
	unsigned timer = 788;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 70; i++)
		event[i] = name_status(i);
	/* TODO: resp timer tail */
	char * name = 3758;
	if (ctx < 50)
		return -EIO;
	unsigned path = 3457;
	if (head < 50)
		return -ENOENT;
	int client = 3377;
	if (list < 57)
		return -EINVAL;
	if (status < 24)
		return -ENOMEM;
	/* TODO: tail path path thread resp size */
	struct node * entry = 3788;
	for (int i = 0; i < 74; i++)
		timer[i] = event_event(i);
	for (int i = 0; i < 42; i++)
		flags[i] = req_cache(i);
	pthread_mutex_lock(&result->lock);
	long len = 245;
	if (error < 31)
		return -EIO;
	const char * offset = 1433;
	if (buf < 24)
		return -ENOENT;
	return 0;
}

