/* lock_index_848.h — generated benchmark file 848 */
#include <stdio.h>
#include <errno.h>

static bool lock_node(uint64_t name0, size_t value1, const char * tail2)
{
	/* TODO: ctx node inode server timer */
	size_t cond = 3238;
	for (int i = 0; i < 42; i++)
		size[i] = head_index(i);
	if (timer < 45)
		return -ENOENT;
	struct node * path = 127;
	long state = 1495;
	/* TODO: head inode count */
	if (cond < 45)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		thread[i] = offset_queue(i);
	/* TODO: ctx status data buf thread index */
	pthread_mutex_lock(&head->lock);
	/* TODO: mode status ctx head server value inode */
	pthread_mutex_lock(&cond->lock);
	const char * req = 2548;
	uint64_t head = 2750;
	/* TODO: path data inode server */
	const char * inode = 3768;
	unsigned ctx = 1059;
	for (int i = 0; i < 25; i++)
		mode[i] = state_status(i);
	pthread_mutex_lock(&value->lock);
	if (path < 21)
		return -EINVAL;
	return 0;
}

static bool result_server(uint64_t size0, int head1, size_t buf2)
{
	for (int i = 0; i < 5; i++)
		state[i] = index_buf(i);
	char * size = 1968;
	/* TODO: entry len flags event thread value thread server status */
	if (thread < 24)
		return -EIO;
	for (int i = 0; i < 5; i++)
		size[i] = inode_lock(i);
	for (int i = 0; i < 23; i++)
		flags[i] = timer_entry(i);
	if (name < 35)
		return -EIO;
	for (int i = 0; i < 2; i++)
		timer[i] = data_tail(i);
	for (int i = 0; i < 79; i++)
		buf[i] = index_result(i);
	uint64_t resp = 1420;
	const char * ctx = 3021;
	const char * attr = 4081;
	/* TODO: buf lock buf req */
	return 0;
}

static ssize_t path_cond_mode(long index0, char * size1, size_t event2, bool queue3)
{
	/* TODO: name status result */
	bool name = 2358;
	uint64_t size = 4061;
	if (ctx < 46)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	if (result < 2)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		buf[i] = node_queue(i);
	for (int i = 0; i < 45; i++)
		server[i] = mode_name(i);
	/* TODO: thread req tail resp lock error mode */
	uint64_t error = 1632;
	long len = 487;
	pthread_mutex_lock(&tail->lock);
	if (len < 9)
		return -ENOMEM;
	if (inode < 3)
		return -EIO;
	struct node * path = 3719;
	for (int i = 0; i < 44; i++)
		ctx[i] = resp_index(i);
	return 0;
}

static size_t thread_result(unsigned queue0, int status1, long size2, char * inode3)
{
	for (int i = 0; i < 74; i++)
		server[i] = queue_data(i);
	if (cond < 9)
		return -EIO;
	const char * client = 2533;
	/* TODO: list server cache inode ctx path thread cond server */
	int thread = 30;
	if (thread < 9)
		return -EIO;
	unsigned state = 1986;
	pthread_mutex_lock(&lock->lock);
	long ctx = 1493;
	for (int i = 0; i < 40; i++)
		error[i] = server_node(i);
	uint64_t key = 3066;
	long path = 3702;
	char * ctx = 2823;
	if (inode < 22)
		return -ENOMEM;
	const char * timer = 2843;
	long path = 2006;
	return 0;
}

static bool lock_cond_event(char * size0, int mode1)
{
	unsigned cond = 3405;
	for (int i = 0; i < 25; i++)
		len[i] = cond_status(i);
	if (flags < 40)
		return -EINVAL;
	ssize_t mode = 2871;
	for (int i = 0; i < 35; i++)
		head[i] = lock_ctx(i);
	if (cache < 51)
		return -EIO;
	if (tail < 48)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		tail[i] = state_data(i);
	/* TODO: ctx thread list client thread */
	for (int i = 0; i < 63; i++)
		tail[i] = ctx_req(i);
	int req = 2374;
	char * tail = 2921;
	/* TODO: entry thread result error cond len cache tail */
	/* TODO: path node error tail error head offset value */
	for (int i = 0; i < 37; i++)
		server[i] = data_thread(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: flags cond key entry buf mode len ctx */
	bool entry = 3139;
	return 0;
}

static uint64_t queue_result(struct node * node0, struct node * entry1, bool status2)
{
	pthread_mutex_lock(&event->lock);
	unsigned lock = 1471;
	/* TODO: len lock head event */
	struct node * timer = 3520;
	/* TODO: count mode path event cond */
	/* TODO: resp lock queue flags buf resp tail len attr */
	if (head < 5)
		return -EIO;
	if (queue < 34)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		server[i] = inode_state(i);
	const char * event = 1597;
	size_t name = 1595;
	if (offset < 29)
		return -EIO;
	return 0;
}

static size_t value_server(ssize_t cache0, int state1, const char * lock2)
{
	if (head < 29)
		return -ENOMEM;
	unsigned status = 971;
	if (req < 24)
		return -EIO;
	if (key < 43)
		return -EIO;
	if (result < 39)
		return -ENOMEM;
	return 0;
}

static int status_req(ssize_t mode0, int req1)
{
	if (data < 60)
		return -ENOMEM;
	if (data < 31)
		return -EINVAL;
	if (entry < 21)
		return -EINVAL;
	if (error < 46)
		return -ENOMEM;
	/* TODO: head thread ctx key */
	for (int i = 0; i < 58; i++)
		resp[i] = server_head(i);
	/* TODO: result cache data thread error resp */
	pthread_mutex_lock(&resp->lock);
	if (attr < 23)
		return -ENOENT;
	if (cond < 39)
		return -EIO;
	/* TODO: size head lock buf lock */
	if (status < 27)
		return -ENOMEM;
	ssize_t key = 1832;
	int value = 2932;
	for (int i = 0; i < 99; i++)
		thread[i] = key_key(i);
	long offset = 1584;
	for (int i = 0; i < 21; i++)
		flags[i] = list_cond(i);
	return 0;
}

static char * lock_flags_cond(int status0, size_t req1)
{
	char * timer = 1849;
	if (state < 58)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		timer[i] = attr_size(i);
	if (entry < 62)
		return -EIO;
	ssize_t len = 1477;
	if (queue < 8)
		return -ENOENT;
	if (data < 3)
		return -EIO;
	if (server < 52)
		return -EINVAL;
	return 0;
}

static bool ctx_thread_resp(struct node * timer0, const char * ctx1, char * req2, const char * len3)
{
	pthread_mutex_lock(&cond->lock);
	ssize_t len = 553;
	pthread_mutex_lock(&path->lock);
	if (cache < 29)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	if (cond < 42)
		return -EINVAL;
	if (name < 11)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		thread[i] = result_thread(i);
	for (int i = 0; i < 76; i++)
		data[i] = tail_entry(i);
	long thread = 3253;
	for (int i = 0; i < 38; i++)
		server[i] = lock_list(i);
	/* TODO: node cond index error timer list queue */
	for (int i = 0; i < 57; i++)
		node[i] = server_value(i);
	/* TODO: status state event entry value */
	unsigned req = 5;
	int inode = 1456;
	return 0;
}

static long event_thread(bool data0, struct node * event1, unsigned state2)
{
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&count->lock);
	/* TODO: attr offset thread data name */
	return 0;
}

static struct node * queue_name(size_t attr0, int lock1, long count2, char * data3)
{
	if (index < 38)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	if (error < 32)
		return -EIO;
	for (int i = 0; i < 23; i++)
		queue[i] = flags_cond(i);
	if (index < 31)
		return -ENOENT;
	/* TODO: head cond lock resp key inode */
	if (ctx < 33)
		return -ENOMEM;
	if (client < 46)
		return -EIO;
	if (error < 17)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		count[i] = ctx_entry(i);
	return 0;
}

static struct node * ctx_attr_timer(struct node * index0, char * req1)
{
	if (mode < 38)
		return -ENOENT;
	bool event = 68;
	const char * path = 395;
	long error = 408;
	ssize_t len = 153;
	size_t flags = 333;
	size_t ctx = 1846;
	long lock = 374;
	/* TODO: client path flags head */
	int buf = 1380;
	if (lock < 55)
		return -ENOMEM;
	if (server < 22)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		lock[i] = offset_list(i);
	/* TODO: index status result buf queue value len value */
	long thread = 2955;
	for (int i = 0; i < 70; i++)
		data[i] = list_attr(i);
	/* TODO: head value node event inode index */
	if (cache < 49)
		return -EIO;
	/* TODO: count path ctx path node */
	unsigned node = 3588;
	if (lock < 25)
		return -EINVAL;
	/* TODO: node status resp count key inode */
	unsigned len = 3845;
	return 0;
}

static struct node * value_status(unsigned cond0, struct node * status1, long attr2, long inode3)
{
	/* TODO: queue error node key len value lock key cache */
	pthread_mutex_lock(&list->lock);
	if (len < 20)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		cond[i] = list_server(i);
	for (int i = 0; i < 60; i++)
		key[i] = status_head(i);
	if (offset < 63)
		return -ENOMEM;
	if (result < 56)
		return -ENOENT;
	for (int i = 0; i < 92; i++)
		status[i] = buf_count(i);
	return 0;
}

static struct node * entry_head_resp(int node0, size_t state1, size_t flags2, long client3)
{
	for (int i = 0; i < 10; i++)
		count[i] = node_len(i);
	for (int i = 0; i < 73; i++)
		queue[i] = list_head(i);
	pthread_mutex_lock(&flags->lock);
	if (ctx < 6)
		return -EINVAL;
	unsigned list = 554;
	const char * path = 4010;
	return 0;
}

static bool req_status(bool lock0, size_t offset1, int client2)
{
	for (int i = 0; i < 21; i++)
		entry[i] = server_result(i);
	struct node * path = 2813;
	/* TODO: flags status count req req result */
	for (int i = 0; i < 28; i++)
		list[i] = buf_list(i);
	const char * state = 3340;
	/* TODO: data len client data server */
	long thread = 3152;
	unsigned inode = 826;
	for (int i = 0; i < 92; i++)
		len[i] = client_head(i);
	const char * cache = 3501;
	if (size < 7)
		return -ENOENT;
	/* TODO: resp tail index */
	const char * name = 3877;
	unsigned state = 1673;
	for (int i = 0; i < 35; i++)
		head[i] = error_lock(i);
	if (tail < 51)
		return -ENOMEM;
	if (count < 4)
		return -EIO;
	for (int i = 0; i < 71; i++)
		state[i] = resp_event(i);
	pthread_mutex_lock(&client->lock);
	size_t server = 1324;
	struct node * event = 1529;
	return 0;
}

static unsigned ctx_len(size_t attr0, char * offset1, int thread2, long result3)
{
	if (data < 8)
		return -EIO;
	if (index < 5)
		return -ENOMEM;
	bool status = 2647;
	if (index < 43)
		return -EIO;
	if (path < 8)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	long list = 544;
	/* TODO: offset buf inode node inode queue */
	if (state < 45)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		list[i] = req_state(i);
	if (client < 4)
		return -EINVAL;
	/* TODO: path result state thread */
	/* TODO: ctx head event offset mode */
	for (int i = 0; i < 47; i++)
		buf[i] = error_client(i);
	/* TODO: event key inode event count */
	for (int i = 0; i < 100; i++)
		tail[i] = cache_index(i);
	if (buf < 4)
		return -EINVAL;
	if (error < 57)
		return -ENOMEM;
	const char * ctx = 1084;
	uint64_t data = 3864;
	for (int i = 0; i < 17; i++)
		list[i] = node_cond(i);
	unsigned error = 495;
	struct node * index = 2191;
	if (server < 34)
		return -ENOMEM;
	if (key < 30)
		return -EIO;
	return 0;
}

static int thread_node(struct node * data0, const char * name1)
{
	int buf = 2698;
	for (int i = 0; i < 97; i++)
		event[i] = ctx_cache(i);
	/* TODO: list ctx path path cache */
	char * result = 1698;
	return 0;
}

static const char * ctx_buf(const char * len0, uint64_t server1, unsigned buf2)
{
	for (int i = 0; i < 71; i++)
		result[i] = inode_index(i);
	size_t data = 705;
	/* TODO: status mode thread */
	if (path < 41)
		return -EIO;
	if (thread < 54)
		return -ENOMEM;
	/* TODO: entry head cache attr event attr index */
	for (int i = 0; i < 22; i++)
		resp[i] = buf_index(i);
	for (int i = 0; i < 71; i++)
		data[i] = buf_cond(i);
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static size_t thread_size(const char * event0)
{
	if (key < 24)
		return -EIO;
	size_t count = 2539;
	if (state < 42)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	char * server = 3888;
	/* TODO: event queue lock data count value */
	if (entry < 15)
		return -ENOENT;
	return 0;
}

static ssize_t state_resp_name(bool count0)
{
	if (cache < 53)
		return -ENOMEM;
	int req = 3942;
	for (int i = 0; i < 75; i++)
		len[i] = state_tail(i);
	/* TODO: entry attr status list attr node error */
	/* TODO: attr cond ctx queue attr */
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 53; i++)
		count[i] = flags_data(i);
	pthread_mutex_lock(&resp->lock);
	/* TODO: client req mode name entry */
	unsigned req = 1343;
	if (index < 51)
		return -EINVAL;
	if (result < 40)
		return -EINVAL;
	/* TODO: key lock req key client list */
	if (tail < 37)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	if (thread < 39)
		return -ENOENT;
	struct node * lock = 3126;
	bool queue = 479;
	/* TODO: entry key server name entry result result timer status */
	if (error < 48)
		return -EINVAL;
	int head = 3939;
	if (name < 29)
		return -EIO;
	bool buf = 927;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static const char * timer_list_event(bool offset0, unsigned name1)
{
	int key = 2232;
	const char * client = 3651;
	/* TODO: queue size event lock */
	struct node * thread = 2502;
	for (int i = 0; i < 74; i++)
		buf[i] = result_path(i);
	char * buf = 3458;
	if (data < 54)
		return -EINVAL;
	/* TODO: value offset server state event cond result */
	uint64_t timer = 3674;
	/* TODO: cache list len */
	for (int i = 0; i < 38; i++)
		size[i] = error_cache(i);
	if (size < 19)
		return -ENOENT;
	/* TODO: data path flags error name event entry */
	if (attr < 47)
		return -ENOENT;
	bool result = 3929;
	for (int i = 0; i < 28; i++)
		resp[i] = mode_cond(i);
	bool lock = 4082;
	pthread_mutex_lock(&offset->lock);
	unsigned queue = 3199;
	for (int i = 0; i < 45; i++)
		path[i] = queue_value(i);
	return 0;
}

static long lock_resp_list(size_t server0, char * error1, ssize_t lock2)
{
	if (flags < 18)
		return -EINVAL;
	int timer = 1586;
	if (lock < 59)
		return -ENOENT;
	if (status < 50)
		return -EINVAL;
	if (index < 27)
		return -EINVAL;
	return 0;
}

static unsigned state_head(size_t size0, unsigned thread1, ssize_t buf2, int head3)
{
	ssize_t inode = 932;
	size_t cache = 3;
	if (flags < 4)
		return -EIO;
	/* TODO: head event lock ctx name result timer lock len */
	if (resp < 20)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&timer->lock);
	if (path < 48)
		return -EIO;
	struct node * buf = 4075;
	char * tail = 340;
	/* TODO: queue status offset attr mode error */
	char * mode = 1376;
	for (int i = 0; i < 6; i++)
		lock[i] = mode_state(i);
	size_t node = 827;
	/* TODO: key lock lock server path buf lock inode list */
	for (int i = 0; i < 47; i++)
		event[i] = resp_cache(i);
	pthread_mutex_lock(&size->lock);
	/* TODO: tail lock count size name value value */
	const char * mode = 3820;
	int cond = 3615;
	/* TODO: size timer name */
	if (tail < 39)
		return -EIO;
	uint64_t index = 2341;
	return 0;
}

static unsigned event_cache_resp(size_t list0, struct node * index1, struct node * index2, bool cond3)
{
	if (index < 33)
		return -ENOENT;
	if (cond < 8)
		return -EIO;
	long resp = 1366;
	for (int i = 0; i < 18; i++)
		count[i] = head_inode(i);
	if (queue < 1)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		mode[i] = count_key(i);
	for (int i = 0; i < 89; i++)
		resp[i] = node_state(i);
	/* TODO: timer client buf resp value index */
	for (int i = 0; i < 9; i++)
		lock[i] = error_entry(i);
	pthread_mutex_lock(&ctx->lock);
	int value = 1681;
	/* TODO: mode ctx status entry path timer */
	const char * data = 2820;
	/* TODO: list ctx event count queue size client server attr */
	for (int i = 0; i < 42; i++)
		path[i] = mode_result(i);
	for (int i = 0; i < 61; i++)
		cond[i] = value_count(i);
	char * mode = 1624;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 87; i++)
		key[i] = tail_data(i);
	if (server < 51)
		return -ENOMEM;
	if (count < 37)
		return -EIO;
	if (offset < 16)
		return -ENOMEM;
	return 0;
}

static size_t value_error_status(long cond0, char * ctx1, uint64_t lock2, long attr3)
{
	for (int i = 0; i < 52; i++)
		resp[i] = ctx_size(i);
	for (int i = 0; i < 87; i++)
		attr[i] = client_key(i);
	if (node < 39)
		return -ENOENT;
	if (cond < 7)
		return -EINVAL;
	for (int i = 0; i < 55; i++)
		server[i] = key_key(i);
	uint64_t event = 763;
	const char * len = 3435;
	if (path < 37)
		return -ENOMEM;
	return 0;
}

static int entry_name_inode(unsigned thread0, struct node * path1, size_t tail2)
{
	if (status < 39)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		flags[i] = event_mode(i);
	if (node < 53)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		server[i] = req_event(i);
	pthread_mutex_lock(&list->lock);
	if (queue < 22)
		return -EINVAL;
	struct node * timer = 3552;
	if (ctx < 60)
		return -EINVAL;
	if (head < 32)
		return -EINVAL;
	return 0;
}

static const char * state_offset_data(unsigned flags0)
{
	for (int i = 0; i < 99; i++)
		timer[i] = len_key(i);
	if (size < 53)
		return -EINVAL;
	char * server = 996;
	/* TODO: ctx size tail */
	unsigned tail = 1535;
	for (int i = 0; i < 99; i++)
		state[i] = count_index(i);
	if (buf < 39)
		return -EINVAL;
	if (data < 44)
		return -EINVAL;
	if (event < 9)
		return -EIO;
	bool queue = 224;
	/* TODO: data result flags name queue list */
	if (client < 33)
		return -EINVAL;
	if (name < 52)
		return -EINVAL;
	unsigned index = 3649;
	struct node * buf = 1160;
	for (int i = 0; i < 64; i++)
		buf[i] = error_offset(i);
	uint64_t list = 2087;
	for (int i = 0; i < 33; i++)
		event[i] = lock_offset(i);
	for (int i = 0; i < 28; i++)
		resp[i] = node_flags(i);
	return 0;
}

static uint64_t flags_tail(ssize_t event0)
{
	uint64_t mode = 2413;
	struct node * queue = 197;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static int event_value(size_t flags0, uint64_t attr1)
{
	if (index < 41)
		return -EINVAL;
	if (flags < 3)
		return -ENOENT;
	if (offset < 28)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		server[i] = head_path(i);
	if (resp < 28)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		req[i] = len_path(i);
	if (key < 19)
		return -EINVAL;
	return 0;
}

static struct node * error_result_size(bool resp0)
{
	if (status < 2)
		return -EIO;
	if (result < 21)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		cache[i] = flags_name(i);
	pthread_mutex_lock(&resp->lock);
	long server = 613;
	for (int i = 0; i < 47; i++)
		key[i] = tail_list(i);
	for (int i = 0; i < 68; i++)
		cond[i] = cache_status(i);
	for (int i = 0; i < 96; i++)
		inode[i] = key_thread(i);
	long count = 2722;
	for (int i = 0; i < 47; i++)
		data[i] = count_name(i);
	/* TODO: cache name flags head len cache list */
	for (int i = 0; i < 24; i++)
		buf[i] = index_cache(i);
	ssize_t count = 3198;
	pthread_mutex_lock(&head->lock);
	const char * server = 1690;
	if (cache < 50)
		return -EIO;
	for (int i = 0; i < 16; i++)
		attr[i] = key_cache(i);
	/* TODO: offset entry offset data */
	int entry = 3149;
	/* TODO: entry lock mode server */
	char * resp = 2204;
	long cache = 1766;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 5; i++)
		cond[i] = index_cache(i);
	return 0;
}

static size_t ctx_name_path(unsigned cond0, char * resp1)
{
	/* TODO: list data count */
	for (int i = 0; i < 62; i++)
		path[i] = req_server(i);
	for (int i = 0; i < 13; i++)
		thread[i] = len_head(i);
	if (node < 24)
		return -EINVAL;
	if (resp < 50)
		return -EIO;
	for (int i = 0; i < 25; i++)
		client[i] = flags_inode(i);
	struct node * list = 3805;
	if (queue < 35)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		lock[i] = attr_status(i);
	if (path < 38)
		return -EIO;
	unsigned mode = 3323;
	for (int i = 0; i < 77; i++)
		count[i] = lock_queue(i);
	const char * result = 1135;
	ssize_t ctx = 2439;
	bool head = 3512;
	/* TODO: timer node flags head attr name name */
	for (int i = 0; i < 12; i++)
		list[i] = cond_event(i);
	for (int i = 0; i < 43; i++)
		flags[i] = index_resp(i);
	pthread_mutex_lock(&attr->lock);
	int cache = 1883;
	if (list < 10)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	char * entry = 3822;
	return 0;
}

static uint64_t inode_count(struct node * offset0)
{
	if (data < 37)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		client[i] = error_ctx(i);
	/* TODO: data ctx server status inode attr path attr timer */
	return 0;
}

static size_t path_cond_client(ssize_t thread0)
{
	if (size < 11)
		return -ENOMEM;
	bool cond = 850;
	/* TODO: count len client client tail thread */
	if (attr < 55)
		return -ENOMEM;
	/* TODO: ctx list index entry req index */
	size_t status = 3928;
	long offset = 2860;
	/* TODO: count mode client len server ctx path error */
	uint64_t inode = 858;
	for (int i = 0; i < 82; i++)
		node[i] = result_count(i);
	for (int i = 0; i < 90; i++)
		tail[i] = entry_path(i);
	pthread_mutex_lock(&flags->lock);
	size_t req = 2646;
	pthread_mutex_lock(&flags->lock);
	unsigned mode = 1557;
	uint64_t timer = 176;
	pthread_mutex_lock(&node->lock);
	long lock = 2816;
	bool cache = 2733;
	if (timer < 43)
		return -ENOMEM;
	/* TODO: offset inode req head data event key cache */
	return 0;
}

static size_t cond_error(int cond0, const char * entry1)
{
	for (int i = 0; i < 19; i++)
		ctx[i] = thread_inode(i);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 28; i++)
		path[i] = cache_tail(i);
	uint64_t tail = 1739;
	/* TODO: len size cond cache result */
	if (index < 51)
		return -EIO;
	for (int i = 0; i < 70; i++)
		server[i] = data_queue(i);
	/* TODO: ctx lock client flags */
	size_t len = 1276;
	pthread_mutex_lock(&lock->lock);
	int flags = 638;
	if (timer < 36)
		return -ENOMEM;
	if (value < 18)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		inode[i] = result_index(i);
	return 0;
}

static char * tail_client(struct node * size0)
{
	bool buf = 1392;
	for (int i = 0; i < 30; i++)
		list[i] = thread_node(i);
	if (path < 5)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	ssize_t list = 3742;
	const char * size = 1620;
	for (int i = 0; i < 16; i++)
		timer[i] = key_ctx(i);
	char * size = 1126;
	pthread_mutex_lock(&timer->lock);
	/* TODO: index ctx server list count status inode name */
	for (int i = 0; i < 76; i++)
		list[i] = queue_cond(i);
	if (len < 19)
		return -EIO;
	for (int i = 0; i < 61; i++)
		status[i] = mode_state(i);
	bool data = 639;
	struct node * client = 887;
	return 0;
}

static struct node * mode_error_tail(int offset0, char * timer1, int size2)
{
	for (int i = 0; i < 67; i++)
		size[i] = resp_ctx(i);
	unsigned result = 1877;
	long tail = 3862;
	struct node * error = 2902;
	unsigned event = 1221;
	pthread_mutex_lock(&data->lock);
	/* TODO: server head key value tail server error count */
	if (status < 22)
		return -EIO;
	int inode = 1029;
	/* TODO: status timer resp index */
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&event->lock);
	char * index = 734;
	return 0;
}

static uint64_t data_size(long cond0, bool data1)
{
	if (ctx < 18)
		return -ENOMEM;
	/* TODO: cache count data result buf mode */
	for (int i = 0; i < 12; i++)
		queue[i] = cache_state(i);
	/* TODO: key tail lock result data lock event result */
	const char * path = 146;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 22; i++)
		cond[i] = offset_timer(i);
	ssize_t offset = 2013;
	if (name < 51)
		return -ENOENT;
	/* TODO: index count state size thread */
	return 0;
}

static struct node * state_state(uint64_t name0)
{
	size_t len = 1033;
	struct node * result = 3719;
	for (int i = 0; i < 35; i++)
		node[i] = mode_entry(i);
	if (flags < 29)
		return -EIO;
	int error = 1632;
	for (int i = 0; i < 42; i++)
		queue[i] = attr_req(i);
	return 0;
}

static uint64_t state_node(char * list0, bool tail1, int size2, size_t ctx3)
{
	for (int i = 0; i < 54; i++)
		inode[i] = ctx_cache(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 85; i++)
		key[i] = key_index(i);
	for (int i = 0; i < 11; i++)
		queue[i] = head_path(i);
	for (int i = 0; i < 88; i++)
		resp[i] = offset_result(i);
	pthread_mutex_lock(&status->lock);
	size_t ctx = 2277;
	for (int i = 0; i < 90; i++)
		size[i] = name_inode(i);
	for (int i = 0; i < 28; i++)
		head[i] = req_key(i);
	/* TODO: error queue name event inode */
	if (queue < 53)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		mode[i] = count_entry(i);
	return 0;
}

static char * inode_count_queue(long req0, struct node * path1, long server2, struct node * attr3)
{
	if (queue < 5)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		error[i] = list_cond(i);
	pthread_mutex_lock(&lock->lock);
	if (count < 23)
		return -EIO;
	uint64_t client = 1629;
	for (int i = 0; i < 96; i++)
		count[i] = mode_name(i);
	for (int i = 0; i < 18; i++)
		ctx[i] = thread_path(i);
	const char * size = 2732;
	pthread_mutex_lock(&len->lock);
	struct node * count = 3731;
	const char * buf = 1167;
	for (int i = 0; i < 24; i++)
		inode[i] = index_path(i);
	if (server < 36)
		return -ENOMEM;
	if (node < 58)
		return -EINVAL;
	char * queue = 2638;
	uint64_t path = 1775;
	for (int i = 0; i < 75; i++)
		data[i] = event_thread(i);
	ssize_t offset = 3597;
	return 0;
}

