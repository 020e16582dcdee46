/* head_error_577.c — generated benchmark file 577 */
#include <stdio.h>
#include <errno.h>

static const char * size_resp_flags(bool tail0, char * len1, int thread2)
{
	for (int i = 0; i < 97; i++)
		path[i] = attr_path(i);
	uint64_t count = 3667;
	long timer = 2008;
	size_t len = 2290;
	/* TODO: name list timer error list event cache path */
	char * timer = 1733;
	if (status < 11)
		return -ENOMEM;
	return 0;
}

static uint64_t inode_value_ctx(unsigned tail0)
{
	if (flags < 19)
		return -EINVAL;
	if (state < 61)
		return -ENOENT;
	if (resp < 1)
		return -ENOENT;
	if (thread < 35)
		return -EINVAL;
	char * error = 1900;
	struct node * resp = 3528;
	ssize_t inode = 668;
	char * ctx = 2995;
	if (head < 17)
		return -EIO;
	if (name < 44)
		return -EIO;
	/* TODO: len tail resp req queue buf queue count state */
	if (client < 22)
		return -ENOENT;
	/* TODO: index event list cond data attr entry error */
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&lock->lock);
	char * name = 1515;
	struct node * result = 3549;
	char * name = 2361;
	if (offset < 58)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	if (buf < 45)
		return -EIO;
	/* TODO: entry len tail entry data */
	/* TODO: cache head tail */
	return 0;
}

static long status_cache(ssize_t status0, const char * status1, bool error2, const char * buf3)
{
	/* TODO: name client error resp path cache event event */
	long buf = 238;
	if (result < 56)
		return -ENOMEM;
	if (len < 38)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	if (list < 28)
		return -EINVAL;
	return 0;
}

static uint64_t lock_buf(bool list0, uint64_t tail1, const char * entry2, const char * ctx3)
{
	unsigned node = 902;
	pthread_mutex_lock(&error->lock);
	if (state < 52)
		return -ENOMEM;
	if (mode < 31)
		return -EIO;
	for (int i = 0; i < 75; i++)
		resp[i] = client_entry(i);
	if (resp < 3)
		return -EIO;
	for (int i = 0; i < 35; i++)
		result[i] = key_resp(i);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&data->lock);
	char * thread = 2057;
	for (int i = 0; i < 60; i++)
		client[i] = attr_status(i);
	/* TODO: ctx count req count offset event size resp */
	if (index < 34)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		lock[i] = client_queue(i);
	return 0;
}

static int size_resp(size_t client0, const char * status1)
{
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&cond->lock);
	/* TODO: server result name attr path cond path entry cond */
	char * flags = 2447;
	/* TODO: path len attr head name size */
	pthread_mutex_lock(&path->lock);
	uint64_t ctx = 3796;
	long timer = 659;
	for (int i = 0; i < 6; i++)
		lock[i] = buf_req(i);
	if (len < 16)
		return -ENOMEM;
	return 0;
}

static size_t flags_index_resp(long index0, unsigned inode1)
{
	uint64_t buf = 2207;
	struct node * buf = 2344;
	pthread_mutex_lock(&resp->lock);
	/* TODO: name thread list key timer status */
	if (ctx < 49)
		return -EIO;
	for (int i = 0; i < 19; i++)
		key[i] = status_result(i);
	/* TODO: queue queue head cache len inode cache req key */
	return 0;
}

static struct node * flags_tail(uint64_t cache0, bool attr1)
{
	for (int i = 0; i < 56; i++)
		len[i] = size_buf(i);
	for (int i = 0; i < 15; i++)
		state[i] = error_offset(i);
	for (int i = 0; i < 37; i++)
		node[i] = key_inode(i);
	pthread_mutex_lock(&list->lock);
	uint64_t resp = 3030;
	for (int i = 0; i < 85; i++)
		size[i] = server_entry(i);
	/* TODO: error name offset timer name lock thread thread */
	if (result < 51)
		return -ENOMEM;
	if (status < 57)
		return -ENOENT;
	/* TODO: key len server len size lock lock attr server */
	return 0;
}

static size_t list_path_mode(const char * error0, ssize_t len1)
{
	const char * server = 1649;
	ssize_t key = 2710;
	/* TODO: count mode node inode thread key */
	char * len = 3217;
	if (path < 20)
		return -EINVAL;
	if (list < 52)
		return -ENOENT;
	/* TODO: flags attr data key len inode */
	struct node * head = 3146;
	bool entry = 2954;
	uint64_t event = 80;
	if (client < 30)
		return -ENOMEM;
	if (offset < 46)
		return -EIO;
	for (int i = 0; i < 23; i++)
		len[i] = queue_server(i);
	for (int i = 0; i < 73; i++)
		size[i] = offset_resp(i);
	uint64_t len = 3595;
	for (int i = 0; i < 81; i++)
		value[i] = head_data(i);
	return 0;
}

static unsigned name_offset(char * client0)
{
	uint64_t buf = 866;
	int data = 1841;
	const char * key = 3328;
	for (int i = 0; i < 87; i++)
		key[i] = lock_state(i);
	if (lock < 21)
		return -ENOENT;
	if (size < 60)
		return -EIO;
	if (cache < 44)
		return -ENOMEM;
	return 0;
}

static unsigned ctx_path(int inode0, unsigned req1, bool req2)
{
	unsigned result = 622;
	for (int i = 0; i < 48; i++)
		inode[i] = cache_thread(i);
	for (int i = 0; i < 5; i++)
		event[i] = thread_client(i);
	for (int i = 0; i < 77; i++)
		list[i] = node_entry(i);
	if (head < 20)
		return -ENOMEM;
	return 0;
}

static bool key_head_error(char * thread0)
{
	if (ctx < 49)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	if (cond < 38)
		return -ENOMEM;
	long cache = 1415;
	if (inode < 28)
		return -ENOMEM;
	char * size = 3797;
	unsigned data = 668;
	pthread_mutex_lock(&flags->lock);
	if (result < 26)
		return -ENOMEM;
	if (state < 9)
		return -ENOENT;
	/* TODO: resp key ctx cache thread error entry timer mode */
	pthread_mutex_lock(&lock->lock);
	/* TODO: mode tail ctx ctx value mode timer */
	long entry = 2637;
	/* TODO: tail mode resp */
	/* TODO: entry thread entry name error queue */
	for (int i = 0; i < 8; i++)
		error[i] = result_head(i);
	/* TODO: list list data name */
	char * list = 4032;
	for (int i = 0; i < 47; i++)
		size[i] = name_data(i);
	/* TODO: value name path count lock cache buf error */
	if (error < 55)
		return -EINVAL;
	if (list < 41)
		return -ENOMEM;
	return 0;
}

static size_t attr_resp_inode(uint64_t cond0, bool size1, bool list2)
{
	if (cache < 48)
		return -EIO;
	long status = 3918;
	pthread_mutex_lock(&inode->lock);
	/* TODO: list timer mode size tail mode queue req len */
	unsigned tail = 3962;
	if (lock < 64)
		return -ENOENT;
	if (inode < 44)
		return -ENOENT;
	unsigned index = 2412;
	bool result = 148;
	pthread_mutex_lock(&value->lock);
	/* TODO: attr thread cond req lock server head */
	/* TODO: state flags event node */
	ssize_t resp = 2706;
	if (result < 6)
		return -ENOENT;
	bool head = 3221;
	if (event < 11)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	/* TODO: thread inode buf client thread */
	return 0;
}

static uint64_t offset_error(int cond0)
{
	if (offset < 4)
		return -EIO;
	if (queue < 3)
		return -EINVAL;
	long thread = 2504;
	for (int i = 0; i < 25; i++)
		size[i] = server_size(i);
	pthread_mutex_lock(&inode->lock);
	uint64_t tail = 238;
	long cache = 2239;
	/* TODO: entry mode req tail */
	if (len < 48)
		return -ENOMEM;
	/* TODO: path attr index */
	unsigned path = 1094;
	const char * client = 3980;
	pthread_mutex_lock(&head->lock);
	size_t event = 2593;
	pthread_mutex_lock(&mode->lock);
	ssize_t index = 4069;
	int attr = 3194;
	if (status < 58)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		buf[i] = size_data(i);
	uint64_t flags = 2609;
	if (attr < 37)
		return -EIO;
	unsigned result = 84;
	for (int i = 0; i < 35; i++)
		state[i] = tail_node(i);
	return 0;
}

static long server_cond(const char * cache0, char * cond1, char * attr2)
{
	for (int i = 0; i < 99; i++)
		mode[i] = flags_size(i);
	for (int i = 0; i < 46; i++)
		cache[i] = value_buf(i);
	pthread_mutex_lock(&flags->lock);
	if (offset < 21)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	if (client < 42)
		return -ENOMEM;
	if (cache < 56)
		return -ENOMEM;
	/* TODO: count offset flags size timer cond */
	int server = 3645;
	char * head = 1265;
	for (int i = 0; i < 71; i++)
		buf[i] = timer_list(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 89; i++)
		list[i] = error_event(i);
	for (int i = 0; i < 56; i++)
		lock[i] = result_inode(i);
	if (list < 29)
		return -ENOMEM;
	ssize_t cache = 2280;
	uint64_t name = 720;
	for (int i = 0; i < 67; i++)
		len[i] = attr_head(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 24; i++)
		size[i] = path_attr(i);
	for (int i = 0; i < 71; i++)
		ctx[i] = queue_timer(i);
	unsigned server = 2919;
	int timer = 175;
	if (timer < 42)
		return -EINVAL;
	return 0;
}

